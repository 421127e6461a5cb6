// Who may take which hit (CBT-7, UNIT-4, UNIT-5, UNIT-7): hits come in
// classes, casualties are slots (a battleship or carrier has two), and the
// number of casualties owed is the largest matching of hits to slots.
import type { UnitType, RulesetView } from '../ruleset';
import type { GameState, Unit } from '../engine';
import { isRestrictedTransport, lossOrder, type Role } from './fire-model';
import { hitPointsOf, withCarriersFirst } from './capital-damage';
import { compareIds } from '../units';
import { hitMayStrike, type HitSlot } from './round-plan';

/** Hits by what they may strike. */
export interface HitClasses {
  /** From submarines: anything but planes (UNIT-5). */
  notAir: number;
  /** From planes whose side has no destroyer: anything but submarines (UNIT-6). */
  notSub: number;
  /** From anti-aircraft fire: planes only (UNIT-4). */
  airOnly: number;
  /** Anything. */
  any: number;
  /** From submarines under RULES §8.1 hr01-sub-evasion: surface ships only (not planes, not subs); absent otherwise. */
  surface?: number;
}

export const noHits = (): HitClasses => ({ notAir: 0, notSub: 0, airOnly: 0, any: 0 });
export const totalHits = (h: HitClasses) => h.notAir + h.notSub + h.airOnly + h.any + (h.surface ?? 0);

export type Kind = HitSlot;

interface Slot {
  unitId: string;
  kind: Kind;
  /** Taking this slot damages a two-hit unit instead of destroying it. */
  absorbs: boolean;
  /** UNIT-7: taken last (not a 2001 transport, AMBIG-48). */
  transport: boolean;
  cost: number;
}

function kindOf(rs: RulesetView, u: Unit): Kind {
  const p = rs.unit(u.type);
  if (p.domain === 'air') return 'air';
  return p.isSub ? 'sub' : 'other';
}

/** The casualty slots of a side's units: two for an undamaged two-hit unit (UNIT-8, CBT-7). */
export function slotsOf(s: GameState, rs: RulesetView, unitIds: string[]): Slot[] {
  const slots: Slot[] = [];
  for (const id of unitIds) {
    const u = s.units.get(id);
    if (!u) continue;
    const p = rs.unit(u.type);
    const base = { unitId: id, kind: kindOf(rs, u), transport: isRestrictedTransport(rs, p), cost: p.cost ?? 0 };
    const left = hitPointsOf(s, rs, u.type) - u.damage;
    for (let i = 0; i < left; i++) slots.push({ ...base, absorbs: i < left - 1 });
  }
  return slots;
}

/** CBT-7: whether a hit of this class may strike a slot of this kind: the round plan's rule (round-plan.ts hitMayStrike). */
const fits = (cls: keyof HitClasses, k: Kind): boolean => hitMayStrike(cls, k);
/** The most constrained hits are matched first, so the greedy matching is a largest one. */
const ORDER: (keyof HitClasses)[] = ['airOnly', 'surface', 'notAir', 'notSub', 'any'];
const KINDS: readonly Kind[] = ['air', 'sub', 'other'];

/** chooseCasualties: one unit that may be a casualty, and what it may take (engine/pending.ts). */
export interface CasualtyCandidate {
  unit: string;
  /** Of the decision's hits, the classes this unit may take (CBT-7, UNIT-4..UNIT-6); empty: none of these hits. */
  hitClasses: (keyof HitClasses)[];
  /** Hits it can take before it sinks (UNIT-8: an undamaged battleship 2, a super battleship 3); listing it this often sinks it. */
  hitsLeft: number;
  /** UNIT-7: taken only when no other unit can take the hits (a transport; not in pacific-2001, AMBIG-48). */
  takenLast: boolean;
}

/** The casualty candidates of a decision, each with the hit classes it may take and its hits left (CBT-7, UNIT-8). */
export function casualtyCandidates(s: GameState, rs: RulesetView, hits: HitClasses, unitIds: readonly string[]): CasualtyCandidate[] {
  const present = ORDER.filter((c) => (hits[c] ?? 0) > 0);
  return unitIds.flatMap((id) => {
    const u = s.units.get(id);
    if (!u) return [];
    const kind = kindOf(rs, u);
    return [
      {
        unit: id,
        hitClasses: present.filter((c) => fits(c, kind)),
        hitsLeft: hitPointsOf(s, rs, u.type) - u.damage,
        takenLast: isRestrictedTransport(rs, rs.unit(u.type)),
      },
    ];
  });
}

/** How many hits can be taken by these slots at most (hits that cannot be assigned are lost, CBT-7). */
export function assignable(hits: HitClasses, slots: Slot[]): number {
  return pick(hits, slots, (a) => a).length;
}

/**
 * CBT-7: who takes which hit, the one rule of it: each hit class in ORDER (the most constrained first, so that as many
 * hits as possible are taken) takes, of the slots it may strike, first those no later class of these hits could take,
 * then the others, each in rank order (first lost first). Over `n` groups of alike slots in rank order: the battle's
 * are single slots ranked by its order of loss and unit id (pick, autoCasualties); the odds' the steps of a side's
 * order of loss over unit counts (odds-states.ts takeHits). `room(g)`: how many slots group g has free now (taking a
 * damage step of the odds adds units to a later step); `take(g, n, cls)` takes them, in the order chosen. `reopen`:
 * go down the order again while hits are left and something was taken (a room the odds' carriers-first rule had
 * closed may open once a carrier is hit; the battle's rooms never reopen).
 */
export function chooseSlots(
  hits: HitClasses,
  n: number,
  kindAt: (g: number) => Kind,
  room: (g: number) => number,
  take: (g: number, n: number, cls: keyof HitClasses) => void,
  reopen = false,
): void {
  for (let c = 0; c < ORDER.length; c++) {
    const cls = ORDER[c];
    let left = hits[cls] ?? 0;
    if (left <= 0) continue;
    const later = ORDER.slice(c + 1).filter((x) => (hits[x] ?? 0) > 0);
    // Prefer a slot that the remaining, more flexible classes could not use anyway (exclusive to this class).
    const only = { air: true, sub: true, other: true };
    for (const x of later) for (const k of KINDS) if (fits(x, k)) only[k] = false;
    const exclusive = (kind: Kind) => only[kind];
    const mine = KINDS.filter((k) => fits(cls, k));
    const some = mine.some(exclusive);
    const all = mine.every(exclusive);
    // Two passes, exclusive slots first; one when they are all exclusive or none is (the same order either way).
    for (const exclusiveOnly of some && !all ? [true, false] : [false]) {
      for (let again = true; again && left > 0; again = reopen) {
        const before = left;
        for (let g = 0; g < n && left > 0; g++) {
          const kind = kindAt(g);
          if (!fits(cls, kind) || (exclusiveOnly && !exclusive(kind))) continue;
          const t = Math.min(left, room(g));
          if (t <= 0) continue;
          take(g, t, cls);
          left -= t;
        }
        if (left === before) break;
      }
    }
  }
}

/** Assigns hits to slots by chooseSlots over `rank`'s order: the slots taken, in the order chosen. */
function pick(hits: HitClasses, slots: Slot[], rank: (s: Slot[]) => Slot[]): Slot[] {
  const free = rank([...slots]);
  const taken: Slot[] = [];
  const used = new Array<boolean>(free.length).fill(false);
  chooseSlots(
    hits,
    free.length,
    (g) => free[g].kind,
    (g) => (used[g] ? 0 : 1),
    (g) => {
      used[g] = true;
      taken.push(free[g]);
    },
  );
  return taken;
}

/** Default order of loss (fire-model.ts): first hits on two-hit units, then by type as battleOdds orders them, then by id. */
export function defaultOrder(
  rs: RulesetView,
  slots: Slot[],
  role: Role,
  orderOfLoss: readonly string[] = [],
  typeOf: (id: string) => UnitType,
): Slot[] {
  const byType = lossOrder(rs, role, orderOfLoss);
  return slots.sort(
    (a, b) => Number(b.absorbs) - Number(a.absorbs) || byType(typeOf(a.unitId), typeOf(b.unitId)) || compareIds(a.unitId, b.unitId),
  );
}

/** The engine's choice of casualties: the owed number of slots by order of loss (CBT-7, issue: casualty defaults). */
export function autoCasualties(
  s: GameState,
  rs: RulesetView,
  hits: HitClasses,
  unitIds: string[],
  role: Role,
  orderOfLoss?: readonly string[],
): string[] {
  const slots = slotsOf(s, rs, unitIds);
  const rank = (x: Slot[]) => defaultOrder(rs, x, role, orderOfLoss, (id) => s.units.unit(id).type);
  // RULES §8.2 x2-capital-ship-damage: the engine's choice keeps "carriers first" too (a no-op without the option).
  return withCarriersFirst(s, rs, unitIds, pick(hits, slots, rank), rank([...slots])).map((x) => x.unitId);
}

/**
 * CBT-7, UNIT-8: what casualties chosen one id per hit do: a unit hit as often as the hits it has left is destroyed
 * (one entry); otherwise each hit is one `damaged` entry, so a unit of three hit points hit twice in a round (RULES
 * §8.2 x2-super-battleship, seed 003 §12a: "the third hit will sink it") is listed twice and takes 2 damage.
 */
export function casualtyEffects(
  s: GameState,
  rs: RulesetView,
  ids: readonly string[],
): { unitId: string; effect: 'damaged' | 'destroyed' }[] {
  const units: { unitId: string; effect: 'damaged' | 'destroyed' }[] = [];
  const seen = new Map<string, number>();
  for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const [unitId, n] of seen) {
    const u = s.units.unit(unitId);
    const left = hitPointsOf(s, rs, u.type) - u.damage;
    if (n >= left) units.push({ unitId, effect: 'destroyed' });
    else for (let i = 0; i < n; i++) units.push({ unitId, effect: 'damaged' });
  }
  return units;
}

/** Why `id` cannot be a casualty of this side: unknown, an enemy unit, not in the battle, or listed more often than its hits left. */
function notACasualty(s: GameState, ownSide: string[], id: string): string {
  const b = s.battle;
  if (!s.units.has(id)) return `There is no unit ${id}.`;
  if (ownSide.includes(id)) return `Unit ${id} is listed more times than the hits it can take.`;
  if (b && (b.attackers.includes(id) || b.defenders.includes(id))) {
    const mine = ownSide.some((x) => b.attackers.includes(x)) ? b.attackers : b.defenders;
    if (mine.includes(id)) return `Unit ${id} cannot take these hits.`;
    return `Unit ${id} is an enemy unit in this battle: choose casualties among your own units (${ownSide.join(', ')}).`;
  }
  return `Unit ${id} is not in the battle.`;
}

/**
 * Checks a player's casualties: each id once per hit it takes (a two-hit unit
 * listed twice is sunk), exactly as many as the hits that can be assigned, each
 * a legal target of some hit, transports only when nothing else could be taken.
 */
export function casualtyProblem(
  s: GameState,
  rs: RulesetView,
  hits: HitClasses,
  unitIds: string[],
  chosen: string[],
): { message: string; rule: 'CBT-7' | 'UNIT-7' } | null {
  const cbt7 = (message: string) => ({ message, rule: 'CBT-7' as const });
  const all = slotsOf(s, rs, unitIds);
  const owed = assignable(hits, all);
  if (chosen.length !== owed) return cbt7(`${owed} casualt${owed === 1 ? 'y is' : 'ies are'} owed; ${chosen.length} given.`);
  const pool = [...all];
  const picked: Slot[] = [];
  for (const id of chosen) {
    const i = pool.findIndex((x) => x.unitId === id);
    if (i < 0) return cbt7(notACasualty(s, unitIds, id));
    picked.push(pool.splice(i, 1)[0]);
  }
  if (assignable(hits, picked) !== owed)
    return cbt7('Those units cannot take these hits (planes and submarines are hit only by some units).');
  if (picked.some((x) => x.transport)) {
    const spared = pool.filter((x) => !x.transport);
    if (spared.length && assignable(hits, [...picked.filter((x) => !x.transport), ...spared]) >= owed)
      // UNIT-7 made the difference (not in pacific-2001, AMBIG-48: there no slot is a `transport`).
      return { message: 'Transports are taken as casualties last (UNIT-7).', rule: 'UNIT-7' as const };
  }
  return null;
}

/** Whether the choice makes no difference, so nobody needs to be asked. */
/** `byOwner`: units of different owners are not alike (a joint attack's, RULES §7: whose units die is the choice). */
export function choiceIsForced(s: GameState, rs: RulesetView, hits: HitClasses, unitIds: string[], byOwner = false): boolean {
  const slots = slotsOf(s, rs, unitIds);
  const owed = assignable(hits, slots);
  if (owed === 0 || owed === slots.length) return true;
  // Only units that could take one of these hits matter; if they are all alike, any choice is the same.
  const eligible = slots.filter((x) => assignable(hits, [x]) > 0);
  const kinds = new Set(
    eligible.map((x) => `${byOwner ? s.units.unit(x.unitId).owner : ''}|${s.units.unit(x.unitId).type}|${s.units.unit(x.unitId).damage}`),
  );
  return kinds.size <= 1;
}
