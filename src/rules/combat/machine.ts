// The battle as a state machine (CBT, SBR): the engine runs steps, rolling
// and recording every die, until a player must decide (casualties, press on
// or retreat, scramble, submerge, interceptors, bomber targets, landings).
// Dice are consumed in the documented order (BATTLE_DICE_ORDER in dice/log.ts).
import type { RulesetView } from '../ruleset';
import { settleOwed } from './casualties';
import { step } from './rounds';
import type { Battles, RaidSteps, Roller, Script } from './script';
import type { DecideContext, Evolve } from '../engine';

function run(script: Script, rs: RulesetView, roller: Roller, raid: RaidSteps) {
  for (let guard = 0; guard < 10000; guard++) {
    const b = script.s.battle;
    if (!b) return;
    if (b.owed.length) {
      if (!settleOwed(script, rs)) return; // a player decides
      continue;
    }
    if (b.step === 'decide') return;
    const before = script.events.length;
    if (b.kind === 'raid') raid.step(script, rs, roller, b);
    else step(script, rs, roller, b);
    if (script.events.length === before) return; // waiting for a decision
  }
  throw new Error('battle: the machine did not settle');
}

/** The battle machine over the game's evolve, with a raid's steps from the raids mechanic (composed in engine/battles.ts). */
export function battleMachine(evolve: Evolve, raid: RaidSteps): Battles {
  return { evolve, raid, run: (script, rs, roller) => run(script, rs, roller, raid) };
}

/** What the battles' decides run on: the context's battles (engine/battles.ts). */
export const battlesOf = (x: DecideContext): Battles => x.battles;
