// The turn (RULES §1.3) as a mechanic: phases end one after another as the
// ruleset declares them (end-phase.ts), and a new turn starts afresh.
import { type Mechanic, copyState } from '../engine';
import { freshTurn } from '../game';
import { rulesetView } from '../ruleset';
import { decideEndPhase } from './end-phase';
import { heldPurchasesSwitched } from '../purchase';

export const turn: Mechanic = {
  chapter: 'Turn order and phases (RULES §1.3)',
  commands: { EndPhase: { from: 'turn', decide: (s, c, x) => decideEndPhase(s, x.rs, x.power, c, x.dice, x.evolve) } },
  events: {
    TurnStarted: (s, e) =>
      copyState(
        s,
        Object.assign(freshTurn(), { round: e.data.round, current: e.data.power, phase: rulesetView(s.rulesetId).def.phases[0].phase }),
      ),
    // Undo reaches back only within one movement phase. A step of another power of the
    // same player's turn (RULES §7, AMBIG-43) makes it the current power, with its own purchases.
    PhaseStarted: (s, e) =>
      e.data.power === s.current
        ? copyState(s, { phase: e.data.phase, moveLog: [] })
        : copyState(s, { phase: e.data.phase, moveLog: [], current: e.data.power, ...heldPurchasesSwitched(s, e.data.power) }),
    TurnEnded: (s) => s,
  },
};
