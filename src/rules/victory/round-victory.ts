// AMBIG-32, AMBIG-42 (pacific-2001 victory), checked at the end of each
// complete round (after the last power of the turn order) [P]:
// - Japan's victory points reach the threshold (22);
// - honorable victory: the Axis holds 2 of the victory cities (Japan, India,
//   New South Wales), the Allies all 3 [P: Honorable Victory VCs];
// - economic victory: the production of a side's territories, with the sea
//   zones it holds, adds up to its threshold (Axis 50, Allies 134).
// The first that holds ends the game at once (no pending round: the check is
// already once per round).
import type { GameEvent, GameState } from '../engine';
import type { Side, TerritoryName, RulesetView } from '../ruleset';
import { controlledBy, victoryCities } from './victory';
import { territoryValue } from '../income';

const sideOf = (rs: RulesetView, power: string | undefined): Side | null => (power ? (rs.findPower(power)?.side ?? null) : null);

/** The production a side controls: its land, and the sea zones it holds (convoy centres). */
export function sideProduction(state: GameState, rs: RulesetView, side: Side): number {
  let n = 0;
  for (const t of rs.data.territories) {
    // RULES §8.2 x2-enlarged-pacific: a land's value as the option sets it.
    const value = t.kind === 'land' ? territoryValue(state, rs, t.name) : t.production;
    if (value <= 0) continue;
    const holder = t.kind === 'land' ? state.owners[t.name] : state.seaHolders[t.name as TerritoryName];
    if (sideOf(rs, holder ?? undefined) === side) n += value;
  }
  return n;
}

/** Which side has won now and by what, if any. */
export function roundVictoryHeld(state: GameState, rs: RulesetView): { winner: Side; condition: string } | null {
  const v = rs.data.victory;
  if (!v) return null;
  const vp = v.victoryPoints;
  const vpSide = rs.findPower(vp.power)?.side;
  if (vpSide && (state.victoryPoints[vp.power] ?? 0) >= vp.toWin) return { winner: vpSide, condition: 'AMBIG-42 victory points' };
  const cities = victoryCities(rs);
  for (const side of ['Axis', 'Allies'] as const)
    if (cities.filter((c) => controlledBy(state, rs, c, side)).length >= v.victoryCities[side])
      return { winner: side, condition: 'AMBIG-32 victory cities' };
  for (const side of ['Axis', 'Allies'] as const)
    if (sideProduction(state, rs, side) >= v.economic[side]) return { winner: side, condition: 'AMBIG-32 economic victory' };
  return null;
}

/** Turn-end hook `roundVictory`: at the end of the round's last turn, the game ends if a side has won. */
export function roundVictoryEvents(state: GameState, rs: RulesetView): GameEvent[] {
  if (state.status === 'ended') return [];
  const order = rs.data.turnOrder;
  if (state.current !== order[order.length - 1]) return [];
  const held = roundVictoryHeld(state, rs);
  return held ? [{ type: 'GameEnded', data: { ...held, round: state.round, power: state.current } }] : [];
}
