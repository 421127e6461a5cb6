// CBT-3: each round, attacking then defending subs may leave the battle,
// unless an enemy destroyer is there (Submerge; none is a choice too).
import type { PowerId } from '../ruleset/types';
import { reject, type Ruling } from '../engine/decision';
import type { Dice } from '../dice/dice';
import { diceRoller } from '../dice/log';
import type { RulesetView } from '../ruleset/view';
import type { BattleState, GameState } from '../engine/state';
import { run } from './machine';
import { Script, unitsOf } from './script';

/** The side whose subs may submerge now and has not decided yet this round (attacker first), or null. */
export function submergeSide(s: GameState, rs: RulesetView, b: BattleState): 'attacker' | 'defender' | null {
  if (b.kind === 'raid') return null;
  const decided = b.submergeDecided ?? [];
  const att = unitsOf(s, b.attackers);
  const def = unitsOf(s, b.defenders);
  for (const side of ['attacker', 'defender'] as const) {
    if (decided.includes(side)) continue;
    const [mine, theirs] = side === 'attacker' ? [att, def] : [def, att];
    if (mine.some((u) => rs.unit(u.type)!.isSub) && !theirs.some((u) => rs.unit(u.type)!.isDestroyer)) return side;
  }
  return null;
}

export function decideSubmerge(s: GameState, rs: RulesetView, power: PowerId, dice: Dice, units: string[]): Ruling {
  const b = s.battle!; // the engine has checked the battle waits for this (pending decisions)
  const side = submergeSide(s, rs, b)!;
  const chooser = side === 'attacker' ? b.attacker : b.defender;
  const mine = new Set(
    unitsOf(s, side === 'attacker' ? b.attackers : b.defenders)
      .filter((u) => rs.unit(u.type)!.isSub)
      .map((u) => u.id),
  );
  if (new Set(units).size !== units.length || units.some((id) => !mine.has(id)))
    return reject('INVALID_SUBMERGE', 'CBT-3', `Only ${chooser}'s submarines in the battle may submerge: ${[...mine].join(', ')}.`);
  const script = new Script(s);
  script.push({ type: 'SubsSubmerged', data: { place: b.place, side, power, units } });
  run(script, rs, diceRoller(s, dice));
  return script.ruling();
}
