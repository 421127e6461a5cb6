// General fire (CBT-5, CBT-6): who rolls, at what number (the fire model,
// fire-model.ts, shared with battleOdds), and what their hits may strike (CBT-7).
import type { RulesetView } from '../ruleset/view';
import { landedUnits, type BattleState, type GameState, type Unit } from '../engine/state';
import { aaIsCasualty, baseValue, lossOrder, marineBonus, supportBonuses } from './fire-model';
import { surprised, surpriseCap } from './surprise';
import { noHits, type HitClasses } from './hits';
import { alive, byUnitId, bySkill, scored, type Roller, type Script, type Side } from './script';

/** Rolls a side's general fire: one die per unit that has a value, grouped by what its hits may strike. */
export function fire(script: Script, rs: RulesetView, roller: Roller, b: BattleState, side: Side, mine: Unit[], theirs: Unit[]): boolean {
  const s = script.s;
  const value = valuesFor(s, rs, side, mine);
  const targets = targetsFor(s, rs, b, side, theirs);
  const classOf = (u: Unit) => hitClass(rs, b, u, mine);
  // A unit with nothing it could hit rolls no die (CBT-9: no die the rules do not roll).
  const shooters = bySkill(
    mine.filter((u) => (value.get(u.id) ?? 0) > 0 && targets.some((t) => hitFits(classOf(u), rs, t))),
    (u) => value.get(u.id)!,
  );
  if (!shooters.length) return false;
  const { values, event } = roller.roll(shooters.length, `${side}, round ${b.round}, ${b.place}`);
  script.push(event);
  const hits = noHits();
  shooters.forEach((u, i) => {
    if (values[i] <= value.get(u.id)!) hits[classOf(u)]++;
  });
  scored(
    script,
    b,
    'general',
    side,
    shooters.map((u) => u.id),
    hits,
  );
  return true;
}

/** What a unit's hit may strike (CBT-7): subs never planes (UNIT-5); planes at sea no subs without a destroyer on their side (UNIT-6). */
export function hitClass(rs: RulesetView, b: BattleState, u: Unit, side: Unit[]): keyof HitClasses {
  const p = rs.unit(u.type)!;
  if (p.isSub) return 'notAir';
  if (p.domain === 'air' && b.kind === 'sea' && !side.some((m) => rs.unit(m.type)!.isDestroyer)) return 'notSub';
  return 'any';
}

export function hitFits(cls: keyof HitClasses, rs: RulesetView, target: Unit): boolean {
  const p = rs.unit(target.type)!;
  if (cls === 'notAir') return p.domain !== 'air';
  if (cls === 'notSub') return !p.isSub;
  if (cls === 'airOnly') return p.domain === 'air';
  return true;
}

/** The enemy units `side`'s hits may fall on: alive, not AA guns (UNIT-4), not already chosen as casualties. */
export function targetsFor(s: GameState, rs: RulesetView, b: BattleState, side: Side, theirs: Unit[]): Unit[] {
  const pool = new Set(takers(s, rs, side === 'attacker' ? b.defenders : b.attackers));
  return theirs.filter((u) => pool.has(u.id));
}

/** Attack or defense values with support (UNIT-2, UNIT-3), by the one fire model (fire-model.ts) that battleOdds uses too. */
export function valuesFor(s: GameState, rs: RulesetView, side: Side, units: Unit[]): Map<string, number> {
  const v = new Map(units.map((u) => [u.id, baseValue(rs.unit(u.type)!, side)]));
  const power = side === 'attacker' ? s.battle?.attacker : s.battle?.defender;
  const types = [...new Set(units.map((u) => u.type))].sort(lossOrder(rs, side, (power && s.casualtyOrders[power]) || []));
  const ofType = new Map(types.map((t) => [t, units.filter((u) => u.type === t).sort(byUnitId)]));
  const bonuses = supportBonuses(
    rs,
    side,
    types.map((t) => ({ key: t, type: t, count: ofType.get(t)!.length })),
  );
  for (const t of types) {
    let i = 0;
    for (const b of bonuses.get(t)!) for (let n = 0; n < b.n; n++, i++) v.set(ofType.get(t)![i].id, v.get(ofType.get(t)![i].id)! + b.bonus);
  }
  if (side === 'defender') for (const u of surprised(s, rs, units)) v.set(u.id, Math.min(v.get(u.id)!, surpriseCap(rs)));
  if (side === 'attacker' && s.battle) {
    // RULES §7 [P: isMarine]: a marine attacks at +1 when it landed from the sea into this battle.
    const landed = new Set(landedUnits(s.battle));
    for (const u of units) if (landed.has(u.id)) v.set(u.id, v.get(u.id)! + marineBonus(rs.unit(u.type)!));
  }
  return v;
}

/** Units that can be casualties: everything in the fight but 1E AA guns (UNIT-4; a 2E one may be, RULES §6) and units already doomed. */
export function takers(s: GameState, rs: RulesetView, ids: string[]): string[] {
  const doomed = new Set(s.battle?.doomed ?? []);
  return alive(s, ids).filter((id) => {
    const p = rs.unit(s.units.get(id)!.type)!;
    return (!p.isAA || aaIsCasualty(rs, p)) && !doomed.has(id);
  });
}
