// The battle as a state machine (CBT, SBR): the engine runs steps, rolling
// and recording every die, until a player must decide (casualties, press on
// or retreat, scramble, submerge, interceptors, bomber targets, landings).
// Dice are consumed in the documented order (BATTLE_DICE_ORDER in dice/log.ts).
import type { RulesetView } from '../ruleset';
import { raidStep } from '../raids/steps';
import { settleOwed } from './casualties';
import { step } from './rounds';
import type { Battles, Roller, Script } from './script';
import type { DecideContext } from '../engine';

export function run(script: Script, rs: RulesetView, roller: Roller) {
  for (let guard = 0; guard < 10000; guard++) {
    const b = script.s.battle;
    if (!b) return;
    if (b.owed.length) {
      if (!settleOwed(script, rs)) return; // a player decides
      continue;
    }
    if (b.step === 'decide') return;
    const before = script.events.length;
    if (b.kind === 'raid') raidStep(script, rs, roller, b);
    else step(script, rs, roller, b);
    if (script.events.length === before) return; // waiting for a decision
  }
  throw new Error('battle: the machine did not settle');
}

/** What the battles' decides run on (script.ts Battles): the context's evolve and this machine. */
export function battlesOf(x: DecideContext): Battles {
  return { evolve: x.evolve, run };
}
