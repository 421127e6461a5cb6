// CBT-3: each round, attacking then defending subs may leave the battle,
// unless an enemy destroyer is there (Submerge; none is a choice too).
import type { PowerId, RulesetView } from '../ruleset';
import { reject, type Ruling, type BattleState, type GameState } from '../engine';
import { battleOf } from './state';
import { type Dice, diceRoller } from '../dice';
import { huntsSubs } from './convoy';
import { Script, unitsOf, type Battles } from './script';
import { optionOn } from '../rulesets';
import { present } from '../ruleset';

/** RULES §8.1 hr01-sub-evasion [S2 "Submarines May avoid battle"]: a try before round 1 (⚠ default), succeeding on 1-2. */
export const EVASION_SUCCESS = 2;
const evasion = (s: GameState) => optionOn(s, 'hr01-sub-evasion');

/** The side whose subs may submerge now and has not decided yet this round (attacker first), or null. */
export function submergeSide(s: GameState, rs: RulesetView, b: BattleState): 'attacker' | 'defender' | null {
  if (b.kind === 'raid') return null;
  // hr01-sub-evasion replaces CBT-3: one try per sub before round 1, whatever the enemy has; none later.
  if (evasion(s) && b.round > 1) return null;
  const decided = b.submergeDecided ?? [];
  const att = unitsOf(s, b.attackers);
  const def = unitsOf(s, b.defenders);
  for (const side of ['attacker', 'defender'] as const) {
    if (decided.includes(side)) continue;
    const [mine, theirs] = side === 'attacker' ? [att, def] : [def, att];
    // RULES §8.2 x2-escorts: an attacking escort does not keep subs from submerging (no sub hunting).
    const hunter = theirs.some((u) => huntsSubs(s, rs, u, side === 'defender'));
    if (mine.some((u) => rs.unit(u.type).isSub) && (evasion(s) || !hunter)) return side;
  }
  return null;
}

export function decideSubmerge(s: GameState, rs: RulesetView, power: PowerId, dice: Dice, units: string[], battles: Battles): Ruling {
  const b = battleOf(s); // the engine has checked the battle waits for this (pending decisions)
  const side = present(submergeSide(s, rs, b), `side that may submerge in ${b.place}`);
  const chooser = side === 'attacker' ? b.attacker : b.defender;
  const mine = new Set(
    unitsOf(s, side === 'attacker' ? b.attackers : b.defenders)
      .filter((u) => rs.unit(u.type).isSub)
      .map((u) => u.id),
  );
  if (new Set(units).size !== units.length || units.some((id) => !mine.has(id)))
    return reject('INVALID_SUBMERGE', 'CBT-3', `Only ${chooser}'s submarines in the battle may submerge: ${[...mine].join(', ')}.`);
  const script = new Script(s, battles.evolve);
  const roller = diceRoller(s, dice);
  let gone = units;
  if (evasion(s) && units.length) {
    // hr01-sub-evasion: each sub named tries; those rolling 1 or 2 leave the battle, the others fight.
    const { values, event } = roller.roll(units.length, `submarine evasion by the ${side}, ${b.place}`);
    script.push(event);
    gone = units.filter((_, i) => values[i] <= EVASION_SUCCESS);
  }
  script.push({ type: 'SubsSubmerged', data: { place: b.place, side, power, units: gone } });
  battles.run(script, rs, roller);
  return script.ruling();
}
