// RULES §6 "Japanese factories in China" (2E): factories in Kiangsu, Shantung
// and Manchuria are removed once China owns them, checked after each Conduct
// Combat (the ruleset runs the `removeFactories` hook there; China cannot gain
// land in Japan's turn, so that is after each Allied battle). 1E removes them on
// capture instead (CAP-3, capture.ts).
import type { GameEvent, GameState } from '../engine';
import type { RulesetView } from '../ruleset';

export function factoryRemovalEvents(s: GameState, rs: RulesetView): GameEvent[] {
  const r = rs.def.factoryRemoval;
  if (!r) return [];
  const events: GameEvent[] = [];
  for (const territory of r.territories) {
    if (s.owners[territory] !== r.owner) continue;
    const units = s.units
      .at(territory)
      .filter((u) => rs.unit(u.type).isFactory)
      .map((u) => u.id);
    if (units.length) events.push({ type: 'FactoriesRemoved', data: { territory, owner: r.owner, units, rule: r.rule } });
  }
  return events;
}
