// RULES §8.2 x2-capital-ship-damage [S3 §10 "Carriers & Battleships taking
// damage"]: damaged carriers and battleships cannot attack but may defend;
// repair costs PUs in Purchase (purchase/repair.ts); carriers are hit first:
// a battleship may take a hit only while fewer battleships than carriers of its
// side have been hit in that battle. 2001 carriers gain a second hit point.
import type { UnitType, RulesetView } from '../ruleset';
import type { GameState, Unit } from '../engine';
import { optionOn } from '../rulesets';

/** The option's parameters when the game plays it, else null. */
export function capitalDamage(s: { options: readonly string[] }, rs: RulesetView) {
  const p = rs.def.optionParams?.capitalShipDamage;
  return p && optionOn(s, 'x2-capital-ship-damage') ? p : null;
}

/** UNIT-8, CBT-7: the hits a unit of this type takes to sink (2001 with the option: carriers 2). */
export function hitPointsOf(s: { options: readonly string[] }, rs: RulesetView, type: UnitType): number {
  const base = Math.max(1, rs.unit(type).hitPoints);
  return base + (capitalDamage(s, rs)?.extraHit.includes(type) ? 1 : 0);
}

/** [S3 §10d]: carriers are the primary targets, battleships the secondary ones. */
type Capital = 'primary' | 'secondary';

/** Whether the option concerns this type, and how. */
export function capitalKind(s: { options: readonly string[] }, rs: RulesetView, type: UnitType): Capital | null {
  const p = capitalDamage(s, rs);
  if (!p) return null;
  return p.carriers.includes(type) ? 'primary' : p.battleships.includes(type) ? 'secondary' : null;
}

/** [S3 §10a, §10f]: a damaged carrier or battleship cannot attack (it finishes the battle it is in). */
export const cannotAttack = (s: GameState, rs: RulesetView, u: Unit) => u.damage > 0 && capitalKind(s, rs, u.type) !== null;

/**
 * [S3 §10d] "Carriers are Primary Targets": whether these casualties (ids, one per hit) of one side keep the rule.
 * The carriers' hits count first; then each hit on a battleship needs fewer battleships than carriers hit so far,
 * unless no carrier of the side is left in the battle.
 */
export function carriersFirst(s: GameState, rs: RulesetView, side: readonly string[], chosen: readonly string[]): boolean {
  if (!capitalDamage(s, rs)) return true;
  const kind = (id: string) => capitalKind(s, rs, s.units.unit(id).type);
  // Those hit earlier in the battle (some may be sunk since).
  const carriers = new Set<string>(s.battle?.capitalHit?.primary ?? []);
  const battleships = new Set<string>(s.battle?.capitalHit?.secondary ?? []);
  const hitsOn = new Map<string, number>();
  for (const id of chosen) hitsOn.set(id, (hitsOn.get(id) ?? 0) + 1);
  for (const id of chosen) if (kind(id) === 'primary') carriers.add(id);
  // Carriers still afloat after these hits.
  const afloat = side.filter((id) => {
    const u = s.units.get(id);
    return u && kind(id) === 'primary' && hitsOn.get(id) !== hitPointsOf(s, rs, u.type) - u.damage;
  });
  for (const id of chosen) {
    if (kind(id) !== 'secondary') continue;
    const room = battleshipRoom({
      carriersAfloat: afloat.length > 0,
      carriersHit: carriers.size,
      battleshipsHit: battleships.size,
      alreadyHit: battleships.has(id),
    });
    if (room === 0) return false;
    battleships.add(id);
  }
  return true;
}

/**
 * [S3 §10d] "Carriers are Primary Targets", the one rule of who takes a hit first, over counts: how many more hits a
 * side's battleships may take now, given its carriers and battleships hit so far in the battle (each hit one is damaged
 * or sunk; sunk ones still count) and whether a carrier of the side is afloat. A battleship not hit yet adds one to
 * those hit, so the unhit ones may take as many hits as fewer battleships than carriers were hit; one already hit adds
 * none, so it may take any number while fewer were hit, none otherwise. The battle checks its casualties by id against
 * it (carriersFirst), the odds take hits by it (odds-states.ts takeHits).
 */
export function battleshipRoom(c: { carriersAfloat: boolean; carriersHit: number; battleshipsHit: number; alreadyHit: boolean }): number {
  if (!c.carriersAfloat) return Infinity;
  const room = c.carriersHit - c.battleshipsHit;
  return c.alreadyHit ? (room > 0 ? Infinity : 0) : Math.max(0, room);
}

/**
 * The engine's own choice kept within "Carriers are Primary Targets": while `picked` breaks it, its battleship hit
 * latest in `ranked` (the order of loss) gives way to the next slot in that order that any hit may take and keeps the
 * rule (a carrier's, or another unit's). Capital ships are hit by every class but AA fire, so the hits stay assignable.
 */
export function withCarriersFirst<T extends { unitId: string; kind: string }>(
  s: GameState,
  rs: RulesetView,
  side: readonly string[],
  picked: T[],
  ranked: readonly T[],
): T[] {
  const ids = (xs: readonly T[]) => xs.map((x) => x.unitId);
  const chosen = [...picked];
  const isBattleship = (x: T) => capitalKind(s, rs, s.units.unit(x.unitId).type) === 'secondary';
  for (let guard = ranked.length; guard > 0 && !carriersFirst(s, rs, side, ids(chosen)); guard--) {
    const last = [...chosen].sort((a, b) => ranked.indexOf(b) - ranked.indexOf(a)).find(isBattleship);
    if (!last) break;
    const without = chosen.filter((x) => x !== last);
    const next = ranked.find(
      (x) => x.kind === 'other' && !chosen.includes(x) && (!isBattleship(x) || carriersFirst(s, rs, side, ids([...without, x]))),
    );
    if (!next) break;
    chosen.splice(0, chosen.length, ...without, next);
  }
  return chosen;
}
