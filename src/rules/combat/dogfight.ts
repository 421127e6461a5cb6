// RULES §8.1 hr01-dogfights [S2 "Dogfights"]: in a land or sea battle where both
// sides have planes, all planes first fight a one-round air battle, at the same
// time as AA fire (so AA fire gets no step of its own). Fighters roll at their
// normal values (⚠ default); bombers, and tactical bombers with them (⚠), roll
// nothing but can be hit. Every die is rolled before anyone is removed; the
// normal round 1 follows. Its hits take planes only.
import type { RulesetView } from '../ruleset';
import type { LandBattle, SeaBattle, Unit } from '../engine';
import { optionOn } from '../rulesets';
import { noHits } from './hits';
import { AA_HIT, aaDice } from './fire-model';
import { bySkill, scored, type Roller, type Script } from './script';
import { valuesFor } from './fire';

/** The types that roll in a dogfight, when the game plays it (else null). */
export function dogfighters(s: { options: readonly string[] }, rs: RulesetView): readonly string[] | null {
  const p = rs.def.optionParams?.dogfights;
  return p && optionOn(s, 'hr01-dogfights') ? p.fighters : null;
}

/** Rolls round 1's air battle with the AA fire; false when there is none (no option, or a side without planes). */
export function dogfight(script: Script, rs: RulesetView, roller: Roller, b: LandBattle | SeaBattle, att: Unit[], def: Unit[]): boolean {
  const fighters = dogfighters(script.s, rs);
  const isPlane = (u: Unit) => rs.unit(u.type).domain === 'air';
  const [attPlanes, defPlanes] = [att.filter(isPlane), def.filter(isPlane)];
  if (!fighters || b.round !== 1 || !attPlanes.length || !defPlanes.length) return false;
  const guns = b.kind === 'land' ? def.filter((u) => rs.unit(u.type).isAA) : [];
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
    // Their usual values (AMBIG-39's cap on surprised defenders included).
    const valued = valuesFor(script.s, rs, role, mine);
    const value = (u: Unit) => valued.get(u.id) ?? 0;
    const rolling = bySkill(
      mine.filter((u) => fighters.includes(u.type) && value(u) > 0),
      value,
    );
    if (!rolling.length) return { ids: [] as string[], hits: 0 };
    const { values, event } = roller.roll(rolling.length, `dogfight by the ${role}, round 1, ${b.place}`);
    script.push(event);
    return { ids: rolling.map((u) => u.id), hits: values.filter((v, i) => v <= value(rolling[i])).length };
  };
  const a = air(attPlanes, 'attacker');
  const d = air(defPlanes, 'defender');
  const defFiring = [...guns.map((u) => u.id), ...d.ids];
  // Bombers alone on both sides roll nothing: the battle goes on as without the option.
  if (!a.ids.length && !defFiring.length) return false;
  if (a.ids.length) scored(script, b, 'aa', 'attacker', a.ids, { ...noHits(), airOnly: a.hits });
  if (defFiring.length) scored(script, b, 'aa', 'defender', defFiring, { ...noHits(), airOnly: aaHits + d.hits });
  return true;
}
