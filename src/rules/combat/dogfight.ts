// RULES §8.1 hr01-dogfights [S2 "Dogfights"]: in a land or sea battle where both
// sides have planes, all planes first fight a one-round air battle, at the same
// time as AA fire (so AA fire gets no step of its own). Fighters roll at their
// normal values (⚠ default); bombers, and tactical bombers with them (⚠), roll
// nothing but can be hit. Every die is rolled before anyone is removed; the
// normal round 1 follows. Its hits take planes only.
import type { RulesetView } from '../ruleset';
import type { GameState, LandBattle, SeaBattle, Unit } from '../engine';
import { dogfighters } from './round-plan';
import { noHits } from './hits';
import { AA_HIT, aaDice } from './fire-model';
import { bySkill, scored, type Roller, type Script } from './script';
import { valuesFor } from './fire';

/** Whether some fighter of either side would roll in the air battle (round-plan.ts roundOpening asks). */
export function dogfightRolls(s: GameState, rs: RulesetView, att: Unit[], def: Unit[]): boolean {
  return rolling(s, rs, att, 'attacker').length > 0 || rolling(s, rs, def, 'defender').length > 0;
}

/** A side's planes that roll in the dogfight, in dice order, with their values. */
function rolling(s: GameState, rs: RulesetView, units: Unit[], role: 'attacker' | 'defender') {
  const fighters = dogfighters(s, rs) ?? [];
  const mine = units.filter((u) => rs.unit(u.type).domain === 'air');
  // Their usual values (AMBIG-39's cap on surprised defenders included).
  const valued = valuesFor(s, rs, role, mine);
  const value = (u: Unit) => valued.get(u.id) ?? 0;
  return bySkill(
    mine.filter((u) => fighters.includes(u.type) && value(u) > 0),
    value,
  ).map((u) => ({ u, value: value(u) }));
}

/**
 * Rolls round 1's air battle with the AA fire of `guns`, when the round plan opens round 1 with it (round-plan.ts
 * roundOpening: the option, planes on both sides, something that rolls).
 */
export function dogfight(
  script: Script,
  rs: RulesetView,
  roller: Roller,
  b: LandBattle | SeaBattle,
  att: Unit[],
  def: Unit[],
  guns: Unit[],
) {
  const attPlanes = att.filter((u) => rs.unit(u.type).domain === 'air');
  // CBT-1 / UNIT-4 as usual, but at the same time as the dogfight.
  let aaHits = 0;
  if (guns.length) {
    const dice = aaDice(
      guns.map((u) => rs.unit(u.type)),
      attPlanes.length,
    );
    const { values, event } = roller.roll(dice, `anti-aircraft fire, round 1, ${b.place}`);
    script.push(event);
    aaHits = values.filter((v) => v <= AA_HIT).length;
  }
  const air = (mine: Unit[], role: 'attacker' | 'defender') => {
    const shots = rolling(script.s, rs, mine, role);
    if (!shots.length) return { ids: [] as string[], hits: 0 };
    const { values, event } = roller.roll(shots.length, `dogfight by the ${role}, round 1, ${b.place}`);
    script.push(event);
    return { ids: shots.map((x) => x.u.id), hits: values.filter((v, i) => v <= shots[i].value).length };
  };
  const a = air(att, 'attacker');
  const d = air(def, 'defender');
  const defFiring = [...guns.map((u) => u.id), ...d.ids];
  if (a.ids.length) scored(script, b, 'aa', 'attacker', a.ids, { ...noHits(), airOnly: a.hits });
  if (defFiring.length) scored(script, b, 'aa', 'defender', defFiring, { ...noHits(), airOnly: aaHits + d.hits });
}
