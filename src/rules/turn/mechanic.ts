// The turn (RULES §1.3) as a mechanic: phases end one after another as the
// ruleset declares them (end-phase.ts), and a new turn starts afresh.
import type { Mechanic } from '../engine/mechanic';
import { freshTurn } from '../game/initial-state';
import { rulesetView } from '../ruleset/view';
import { decideEndPhase } from './end-phase';
import { copyState } from '../engine/copy-state';

export const turn: Mechanic = {
  chapter: 'Turn order and phases (RULES §1.3)',
  commands: { EndPhase: { from: 'turn', decide: (s, c, x) => decideEndPhase(s, x.rs, x.power, c, x.dice) } },
  events: {
    TurnStarted: (s, e) =>
      copyState(s, {
        round: e.data.round,
        current: e.data.power,
        phase: rulesetView(s.rulesetId).def.phases[0].phase,
        ...freshTurn(),
      }),
    // Undo reaches back only within one movement phase.
    PhaseStarted: (s, e) => copyState(s, { phase: e.data.phase, moveLog: [] }),
    TurnEnded: (s) => s,
  },
};
