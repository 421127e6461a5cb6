// RULES §7 phase 5 "Place/Remove National Control Markers" for sea zones
// (pacific-2001): a holdable sea zone (convoy centre or convoy-route zone)
// passes to the power whose turn it is when, after its combat, it has ships
// there and the holder's side has none [P: water territories with an owner
// change hands as TripleA plays them]. Land changes hands in combat (CAP).
import { type GameEvent, atWar, type GameState } from '../engine';
import type { PowerId, TerritoryName, RulesetView } from '../ruleset';

/** Phase hook `controlSeaZones`. */
export function seaControlEvents(state: GameState, rs: RulesetView, power: PowerId): GameEvent[] {
  const events: GameEvent[] = [];
  for (const [zone, holder] of Object.entries(state.seaHolders) as [TerritoryName, PowerId][]) {
    if (!atWar(state, power, holder)) continue;
    // RULES §8.1 hr01-sub-evasion [S2 "Submarines May avoid battle"]: submerged subs do not control the sea area.
    const evaded = new Set(state.evadedSubs ?? []);
    const ships = state.units.at(zone).filter((u) => rs.findUnit(u.type)?.domain === 'sea' && !evaded.has(u.id));
    const mine = ships.some((u) => u.owner === power);
    const theirs = ships.some((u) => u.owner !== power && !atWar(state, u.owner, holder));
    if (mine && !theirs) events.push({ type: 'SeaZoneControlled', data: { seaZone: zone, from: holder, to: power } });
  }
  return events;
}

/** Whether `side`'s powers hold `zone` (a convoy route stays open while its land's side holds the zone). */
export function heldBySide(state: GameState, rs: RulesetView, zone: TerritoryName, power: PowerId): boolean {
  const holder = state.seaHolders[zone];
  return holder !== undefined && rs.findPower(holder)?.side === rs.findPower(power)?.side;
}
