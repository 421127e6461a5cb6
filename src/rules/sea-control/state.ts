// RULES §7 "Income" (pacific-2001): who holds each sea zone that can be held
// (the convoy centres and the convoy-route sea zones) [P: ownerInitialize].
import type { PowerId, TerritoryName, RulesetView } from '../ruleset';

export interface SeaControlState {
  /** Holder of each holdable sea zone; empty in rulesets without them (1940). */
  seaHolders: Partial<Record<TerritoryName, PowerId>>;
}

/** The holders at the start of a game: the data's sea-zone owners. */
export function initialSeaHolders(rs: RulesetView): SeaControlState['seaHolders'] {
  const out: SeaControlState['seaHolders'] = {};
  for (const t of rs.data.territories) if (t.kind === 'sea' && t.owner) out[t.name] = t.owner;
  return out;
}
