// Victory (RULES §1.4): VIC-1 (Axis), VIC-2 (Allies), and VIC-3 / AMBIG-14,
// a condition must still hold at the end of the turn of the power at whose
// turn end it first held, one complete round later. Checked at every turn end
// (turn/end-phase.ts), on the state after IncomeCollected and TurnEnded.
import type { EventOf, GameEvent, GameState } from '../engine';
import { perRuleset, type PowerId, type Side, type TerritoryName, type RulesetView } from '../ruleset';
import { optionOn } from '../rulesets';

/** VIC-1: the Axis wins with at least this many victory cities, its capitals among them [X: conditionAttachmentAxisVictory]. */
export const AXIS_VICTORY_CITIES = 6;

/** VIC-1, VIC-2, or an optional rule's condition (RULES §8.1 hr01-japan-military-victory). */
export type VictoryCondition = 'VIC-1' | 'VIC-2' | 'hr01-japan-military-victory';

export interface VictoryHeld {
  side: Side;
  condition: VictoryCondition;
}

const sideOf = (rs: RulesetView, power: PowerId | null | undefined): Side | null => (power ? (rs.findPower(power)?.side ?? null) : null);

/** "Controls" = owned by a power of that side (RULES §0). */
export const controlledBy = (state: GameState, rs: RulesetView, territory: TerritoryName, side: Side) =>
  sideOf(rs, state.owners[territory]) === side;

/**
 * The victory cities of the ruleset [X: victoryCity], in the data's order: listed once per ruleset, since they were
 * filtered from all its places at every turn's end (issue 29).
 */
export const victoryCities = perRuleset((rs): readonly TerritoryName[] =>
  rs.data.territories.filter((t) => t.victoryCity).map((t) => t.name),
);

/** The capitals of a side's powers; China's dummy capital does not count (VIC-2). */
export function capitalsOf(rs: RulesetView, side: Side): TerritoryName[] {
  // A loop, not flatMap: checked three times at every turn's end, and Node 20's flatMap costs several µs a call.
  const capitals: TerritoryName[] = [];
  for (const p of rs.data.powers) if (p.side === side && p.capital && !rs.switches.noCapital.includes(p.id)) capitals.push(p.capital);
  return capitals;
}

/** VIC-1: the Axis controls at least 6 victory cities, every Axis capital (Japan) among them. */
export function axisVictory(state: GameState, rs: RulesetView): boolean {
  const held = victoryCities(rs).filter((t) => controlledBy(state, rs, t, 'Axis'));
  const capitals = capitalsOf(rs, 'Axis');
  return capitals.length > 0 && capitals.every((c) => controlledBy(state, rs, c, 'Axis')) && held.length >= AXIS_VICTORY_CITIES;
}

/** VIC-2: the Allies control every Axis capital (Japan) and at least one Allied capital (India, New South Wales, Western United States). */
export function alliedVictory(state: GameState, rs: RulesetView): boolean {
  const axis = capitalsOf(rs, 'Axis');
  return (
    axis.length > 0 &&
    axis.every((c) => controlledBy(state, rs, c, 'Allies')) &&
    capitalsOf(rs, 'Allies').some((c) => controlledBy(state, rs, c, 'Allies'))
  );
}

/** The victory condition that holds now, if any (VIC-1 and VIC-2 exclude each other: both need Japan). */
export function victoryHeld(state: GameState, rs: RulesetView): VictoryHeld | null {
  if (axisVictory(state, rs)) return { side: 'Axis', condition: 'VIC-1' };
  if (alliedVictory(state, rs)) return { side: 'Allies', condition: 'VIC-2' };
  return militaryVictory(state, rs);
}

/**
 * RULES §8.1 hr01-japan-military-victory [S2 "Japanese Military Victory"]:
 * Japan's side also wins holding Western USA, or New South Wales and India
 * together; "for one complete turn" is VIC-3's complete round.
 */
function militaryVictory(state: GameState, rs: RulesetView): VictoryHeld | null {
  const p = rs.def.optionParams?.militaryVictory;
  if (!p || !optionOn(state, 'hr01-japan-military-victory')) return null;
  const side = rs.power(p.power).side;
  if (!side || !p.holdAny.some((set) => set.every((t) => controlledBy(state, rs, t, side)))) return null;
  return { side, condition: 'hr01-japan-military-victory' };
}

/**
 * VIC-3 / AMBIG-14: the victory events at the end of the current power's turn.
 * `state` is the state after that turn's TurnEnded. A condition that first
 * holds becomes pending; one that no longer holds is cleared; one still held
 * at the end of the pending power's next turn wins the game.
 */
export function victoryEvents(state: GameState, rs: RulesetView, heldNow = victoryHeld): GameEvent[] {
  if (state.status === 'ended') return [];
  const power = state.current;
  const { round } = state;
  const held = heldNow(state, rs);
  const pending = state.victoryPending;
  const events: GameEvent[] = [];
  if (pending && held?.side === pending.side) {
    // The same power's turn ends again, a complete round later: that side wins.
    if (pending.power === power && pending.round < round)
      events.push({ type: 'GameEnded', data: { winner: held.side, condition: held.condition, round, power } });
    return events;
  }
  if (pending) events.push({ type: 'VictoryPendingCleared', data: { side: pending.side } });
  if (held) events.push({ type: 'VictoryPending', data: { side: held.side, power, round, condition: held.condition } });
  return events;
}

/**
 * Turn-end hook `militaryVictory` (pacific-2001, RULES §7): hr01-japan-military-victory with VIC-3's complete round,
 * where the game's own victory (AMBIG-32) replaces VIC-1 and VIC-2. Nothing without the option.
 */
export const militaryVictoryEvents = (state: GameState, rs: RulesetView): GameEvent[] =>
  optionOn(state, 'hr01-japan-military-victory') ? victoryEvents(state, rs, militaryVictory) : [];

export const gameEnds = (events: readonly GameEvent[]) => events.some((e) => e.type === 'GameEnded');

type VictoryEvent = EventOf<'VictoryPending'> | EventOf<'VictoryPendingCleared'> | EventOf<'GameEnded'>;

/** evolve's part for the victory events; the game's headline (engine/headline.ts) folds them with it too. */
export function applyVictory<S extends Pick<GameState, 'status' | 'winner' | 'victoryPending'>>(s: S, e: VictoryEvent): S {
  switch (e.type) {
    case 'VictoryPending':
      return { ...s, victoryPending: { side: e.data.side, power: e.data.power, round: e.data.round } };
    case 'VictoryPendingCleared':
      return { ...s, victoryPending: null };
    case 'GameEnded':
      return { ...s, status: 'ended', winner: e.data.winner, victoryPending: null };
  }
}
