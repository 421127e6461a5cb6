// The organizer's rulings (docs/rulings.md): end a game by adjudication, void
// it, or hand a seat to another player. Each needs a reason, recorded in its
// event. The engine refuses them once the game has ended (GAME_ENDED) and to
// anyone but the organizer (NOT_AUTHORIZED), as for every organizer command;
// a void also to the server's operator (docs/operations.md), recorded as theirs.
import { accept, reject, type Actor, type Refusal, type Ruling, type CommandOf, type EventOf, type GameState } from '../engine';
import { rulesetView, type RulesetView } from '../ruleset';
import { seatName } from '../game';
import type { GameRuling } from './state';

/** The longest reason accepted (the API input says the same). */
export const MAX_REASON = 1000;

/** The reason, trimmed, or the refusal of a missing or too long one (citing `rule`: bot seats check theirs the same way). */
export function reasonOf(reason: unknown, rule = 'docs/rulings.md'): string | Refusal {
  const r = typeof reason === 'string' ? reason.trim() : '';
  if (r === '') return reject('INVALID_REASON', rule, 'Say why: the reason is required, and recorded in the log.');
  if (r.length > MAX_REASON) return reject('INVALID_REASON', rule, `The reason is limited to ${MAX_REASON} characters.`);
  return r;
}

export function decideAdjudicate(state: GameState, c: CommandOf<'AdjudicateGame'>): Ruling {
  const reason = reasonOf(c.reason);
  if (typeof reason !== 'string') return reason;
  if (c.outcome === 'winner') {
    if (c.winner !== 'Axis' && c.winner !== 'Allies')
      return reject('INVALID_RULING', 'docs/rulings.md', 'An adjudicated win names the winning side: Axis or Allies.');
    return accept({ type: 'GameAdjudicated', data: { outcome: 'winner', winner: c.winner, reason, round: state.round, by: 'organizer' } });
  }
  if (c.outcome === 'draw') {
    if (c.winner != null) return reject('INVALID_RULING', 'docs/rulings.md', 'A draw names no winner.');
    return accept({ type: 'GameAdjudicated', data: { outcome: 'draw', winner: null, reason, round: state.round, by: 'organizer' } });
  }
  return reject('INVALID_RULING', 'docs/rulings.md', 'An adjudication is a win (outcome winner, naming the side) or a draw.');
}

export function decideVoid(state: GameState, c: CommandOf<'VoidGame'>, actor: Actor): Ruling {
  const reason = reasonOf(c.reason);
  if (typeof reason !== 'string') return reason;
  // Who voided it is in the event, so every replay, summary and audit shows it (the verifier decides it again as the recorded actor).
  const by = actor.kind === 'operator' ? 'operator' : 'organizer';
  return accept({ type: 'GameVoided', data: { reason, round: state.round, by } });
}

export function decideHandOver(state: GameState, rs: RulesetView, c: CommandOf<'HandOverSeat'>): Ruling {
  const reason = reasonOf(c.reason);
  if (typeof reason !== 'string') return reason;
  const p = rs.findPower(c.power);
  if (!p) return reject('UNKNOWN_POWER', 'RULES §1.1', `There is no power "${c.power}".`);
  if (!p.playable) return reject('POWER_NOT_PLAYABLE', 'RULES §1.1', `${c.power} has no seat: it does not play.`);
  const player = rs.playerOf(c.power);
  if (!state.seats[player.seat])
    return reject('SEAT_NOT_TAKEN', 'docs/rulings.md', `Nobody holds ${seatName(player)}: it is taken with takeSeat, not handed over.`);
  return accept({ type: 'SeatHandedOver', data: { power: player.seat, tokenHash: c.tokenHash, reason, by: 'organizer' } });
}

/** evolve's part for the rulings' events. */
export function applyRuling(s: GameState, e: EventOf<'GameAdjudicated'> | EventOf<'GameVoided'> | EventOf<'SeatHandedOver'>): GameState {
  switch (e.type) {
    case 'GameAdjudicated':
    case 'GameVoided':
      return applyGameRuling(s, e);
    case 'SeatHandedOver': {
      // RULES §7, AMBIG-43: the seat acts for every power its player runs; each is handed over with it.
      const seats = { ...s.seats };
      for (const p of rulesetView(s.rulesetId).playerOf(e.data.power).powers) seats[p] = e.data.tokenHash;
      seats[e.data.power] = e.data.tokenHash;
      return { ...s, seats };
    }
  }
}

/** How an organizer's ruling ends the game; the game's headline (engine/headline.ts) folds it with this too. */
export function applyGameRuling<S extends Pick<GameState, 'status' | 'winner' | 'victoryPending' | 'ruling'>>(
  s: S,
  e: EventOf<'GameAdjudicated'> | EventOf<'GameVoided'>,
): S {
  if (e.type === 'GameAdjudicated') {
    const { outcome, winner, reason, round } = e.data;
    return { ...s, status: 'ended', winner, victoryPending: null, ruling: { kind: 'adjudicated', outcome, reason, round } };
  }
  const { reason, round, by } = e.data;
  // `by` only for the operator: a state folded from the organizer's void stays as it always was.
  const ruling: GameRuling = by === 'operator' ? { kind: 'voided', reason, round, by } : { kind: 'voided', reason, round };
  return { ...s, status: 'ended', winner: null, victoryPending: null, ruling };
}
