// The turn (RULES §1.3) as a mechanic: phases end one after another as the
// ruleset declares them (end-phase.ts), and a new turn starts afresh.
import { type Mechanic, copyState } from '../engine';
import { freshTurn } from '../game';
import { rulesetView } from '../ruleset';
import { decideEndPhase } from './end-phase';
import { heldPurchasesSwitched } from '../purchase';
import { phaseStarted, turnStarted } from './position';

export const turn = {
  chapter: 'Turn order and phases (RULES §1.3)',
  commands: { EndPhase: { from: 'turn', decide: (s, c, x) => decideEndPhase(s, x.rs, x.power, c, x.dice, x.evolve, x.hooks) } },
  events: {
    TurnStarted: (s, e) => copyState(s, Object.assign(freshTurn(), turnStarted(rulesetView(s.rulesetId), e))),
    // Undo reaches back only within one movement phase. A step of another power of the
    // same player's turn (RULES §7, AMBIG-43) makes it the current power, with its own purchases.
    PhaseStarted: (s, e) => {
      const { current, phase } = phaseStarted(e);
      return current === s.current
        ? copyState(s, { phase, moveLog: [] })
        : copyState(s, { phase, moveLog: [], current, ...heldPurchasesSwitched(s, current) });
    },
    TurnEnded: (s) => s,
  },
} satisfies Mechanic;
