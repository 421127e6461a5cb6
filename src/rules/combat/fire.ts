// General fire (CBT-5, CBT-6): who rolls, at what number (the fire model,
// fire-model.ts, shared with battleOdds), and what their hits may strike (CBT-7).
import type { RulesetView } from '../ruleset';
import type { BattleState, GameState, Unit } from '../engine';
import { landedUnits } from './state';
import { aaIsCasualty, baseValue, lossOrder, marineBonus, supportBonuses } from './fire-model';
import { surprised, surpriseCap } from './surprise';
import { isGarrisoned, byUnitId } from '../units';
import { convoyTakers, convoyValues, huntsSubs } from './convoy';
import { noHits, type HitClasses } from './hits';
import { alive, bySkill, scored, type Roller, type Script, type Side } from './script';
import { fireDice, hitMayStrike, shotClasses, type HitSlot } from './round-plan';

/** Rolls a side's general fire: one die per unit that has a value, grouped by what its hits may strike. */
export function fire(script: Script, rs: RulesetView, roller: Roller, b: BattleState, side: Side, mine: Unit[], theirs: Unit[]): boolean {
  const s = script.s;
  const value = valuesFor(s, rs, side, mine);
  const targets = targetsFor(s, rs, b, side, theirs);
  const classOf = (u: Unit) => hitClass(rs, b, u, mine, s);
  // A unit with nothing it could hit rolls no die (CBT-9: no die the rules do not roll).
  const shooters = bySkill(
    mine.filter((u) => (value.get(u.id) ?? 0) > 0 && targets.some((t) => hitFits(classOf(u), rs, t))),
    (u) => value.get(u.id)!,
  );
  if (!shooters.length) return false;
  const dice = shooters.map((u) => diceOf(s, rs, u, theirs));
  const { values, event } = roller.roll(
    dice.reduce((n, d) => n + d, 0),
    `${side}, round ${b.round}, ${b.place}`,
  );
  script.push(event);
  const hits = noHits();
  let next = 0;
  shooters.forEach((u, i) => {
    const cls = classOf(u);
    for (let d = 0; d < dice[i]; d++) if (values[next++] <= value.get(u.id)!) hits[cls] = (hits[cls] ?? 0) + 1;
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

/** CBT-5: the dice a unit rolls, by the round plan (round-plan.ts fireDice: hr01-battleship-two-dice, x2-super-battleship). */
export function diceOf(s: GameState, rs: RulesetView, u: Unit, theirs: Unit[]): number {
  return fireDice(
    s,
    rs,
    u.type,
    theirs.some((t) => rs.unit(t.type).domain === 'sea' && !rs.unit(t.type).isSub),
  );
}

/** What a unit's hit may strike (CBT-7): subs never planes (UNIT-5); planes at sea no subs without a destroyer on their side (UNIT-6). */
export function hitClass(rs: RulesetView, b: BattleState, u: Unit, side: Unit[], s?: GameState): keyof HitClasses {
  const game = s ?? { options: [] };
  const slot = slotOf(rs, u);
  // RULES §8.2 x2-escorts: an attacking escort does not hunt subs (destroyer rules otherwise).
  const attacking = b.attackers.includes(u.id);
  const hunters =
    slot === 'air' && b.kind === 'sea' ? side.filter((m) => (s ? huntsSubs(s, rs, m, attacking) : rs.unit(m.type).isDestroyer)).length : 0;
  // UNIT-5/6, RULES §8.1 hr01-sub-evasion, hr01-destroyer-asw: the round plan hands the classes out (shotClasses).
  const classes = shotClasses(game, b.kind, hunters);
  if (slot === 'air' && classes.byPosition) {
    // ⚠ The planes that hunt are the first by id: hand the classes out over the planes before this one.
    const before = side
      .filter((m) => rs.unit(m.type).domain === 'air')
      .sort(byUnitId)
      .findIndex((m) => m.id === u.id);
    if (before > 0) classes.take('air', before);
  }
  return classes.take(slot, 1)[0].cls;
}

/** What a unit is to the hit classes (round-plan.ts HitSlot). */
export function slotOf(rs: RulesetView, u: { type: string }): HitSlot {
  const p = rs.unit(u.type);
  return p.domain === 'air' ? 'air' : p.isSub ? 'sub' : 'other';
}

/** CBT-7: whether a hit of class `cls` may strike `target`, by the round plan (round-plan.ts hitMayStrike). */
export function hitFits(cls: keyof HitClasses, rs: RulesetView, target: Unit): boolean {
  return hitMayStrike(cls, slotOf(rs, target));
}

/** The enemy units `side`'s hits may fall on: alive, not AA guns (UNIT-4), not already chosen as casualties. */
export function targetsFor(s: GameState, rs: RulesetView, b: BattleState, side: Side, theirs: Unit[]): Unit[] {
  const pool = new Set(takers(s, rs, side === 'attacker' ? b.defenders : b.attackers));
  return theirs.filter((u) => pool.has(u.id));
}

/** Attack or defense values with support (UNIT-2, UNIT-3), by the one fire model (fire-model.ts) that battleOdds uses too. */
export function valuesFor(s: GameState, rs: RulesetView, side: Side, units: Unit[]): Map<string, number> {
  const v = new Map(units.map((u) => [u.id, baseValue(rs.unit(u.type), side)]));
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
  // RULES §8.2 x2-escorts: defending convoys (escorts at 3, transports at 1); nothing without the option.
  if (side === 'defender') convoyValues(s, rs, units, v);
  if (side === 'defender') for (const u of surprised(s, rs, units)) v.set(u.id, Math.min(v.get(u.id)!, surpriseCap(rs)));
  if (side === 'attacker' && s.battle) {
    // RULES §7 [P: isMarine]: a marine attacks at +1 when it landed from the sea into this battle.
    const landed = new Set(landedUnits(s.battle));
    for (const u of units) if (landed.has(u.id)) v.set(u.id, v.get(u.id)! + marineBonus(rs.unit(u.type)));
  }
  return v;
}

/**
 * Units that can be casualties: everything in the fight but 1E AA guns (UNIT-4; a 2E one may be, RULES §6), units
 * already doomed, and fortifications manned by infantry (RULES §8.2 x2-japanese-fortifications: they go with it).
 */
export function takers(s: GameState, rs: RulesetView, ids: string[]): string[] {
  const doomed = new Set(s.battle?.doomed ?? []);
  // RULES §8.2 x2-escorts: transports only once nothing else can be taken (convoy.ts).
  return convoyTakers(
    s,
    rs,
    alive(s, ids).filter((id) => {
      const p = rs.unit(s.units.unit(id).type);
      return (!p.isAA || aaIsCasualty(rs, p)) && !doomed.has(id) && !isGarrisoned(rs, p);
    }),
  );
}
