// Collect Income (RULES §4.8: INC, national objectives, CNV) as a mechanic.
// The income itself is a phase hook (engine/hooks.ts); here are the convoy
// choice before war (CNV-7) and what evolve applies.
import { type Mechanic, type PendingDecision, type GameState, copyState, endThePhase } from '../engine';
import type { RulesetView } from '../ruleset';
import { decideDisruptConvoy } from './convoy-declaration';

export const income = {
  chapter: 'Collect Income (RULES §4.8, INC, CNV)',
  commands: { DisruptConvoy: { from: 'seat', decide: (s, c, x) => decideDisruptConvoy(s, x.rs, x.power, c) } },
  events: {
    IncomeCollected: (s, e) =>
      copyState(s, {
        pus: { ...s.pus, [e.data.power]: e.data.pusAfter },
        objectivesPaid: [...s.objectivesPaid, ...e.data.objectivesPaidOnce],
      }),
    // The war it starts is its own event; income then counts the zone (CNV-6).
    ConvoyDisruptionDeclared: (s) => s,
    ConvoyRaided: (s, e) => copyState(s, { pus: { ...s.pus, [e.data.victim]: (s.pus[e.data.victim] ?? 0) - e.data.lost } }),
  },
  // CNV-7: disrupting a convoy is never required.
  decisions: { collectIncome: endThePhase, disruptConvoy: endThePhase },
  pending: (s, rs) =>
    s.phase !== 'collectIncome'
      ? []
      : [
          { kind: 'collectIncome', power: s.current, place: null, commands: ['EndPhase'], rule: 'INC-1', required: true },
          ...convoyChoices(s, rs),
        ],
} satisfies Mechanic;

/** CNV-7: powers at peace with the current power that could disrupt one of its convoy zones now (an option, nobody waits). */
function convoyChoices(s: GameState, rs: RulesetView): PendingDecision[] {
  const victim = s.current;
  const out: PendingDecision[] = [];
  for (const p of rs.data.powers) {
    if (!p.playable || p.id === victim) continue;
    const zones = rs.data.territories
      .filter((z) => z.kind === 'sea' && z.convoyZone)
      .map((z) => z.name)
      .filter((zone) => decideDisruptConvoy(s, rs, p.id, { type: 'DisruptConvoy', victim, seaZone: zone }).ok);
    if (zones.length)
      out.push({
        kind: 'disruptConvoy',
        power: p.id,
        place: null,
        commands: ['DisruptConvoy'],
        rule: 'CNV-7',
        required: false,
        places: zones,
      });
  }
  return out;
}
