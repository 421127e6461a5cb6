// Creating a game from a position document (issue #7 part 2): the first
// event is GameCreated marked `setUp`, with the complete resulting position.
import { type Command, type Evolve, type Hooks, accept, reject, type Ruling, type GameEvent, type GameState } from '../engine';
import { invalid } from './problems';
import { applyPosition } from './apply';
import { phaseStartEvents } from '../turn';
import { rulesetView } from '../ruleset';
import { positionOf } from './export';
import type { PositionDocument } from './types';
import { positionRuleProblems, validatePosition } from './validate';

type CreateGame = Extract<Command, { type: 'CreateGame' }>;

/**
 * `base` is the standard CreateGame decision: the set-up game gets everything a
 * standard one does (ruleset hash, dice commitment), plus `setUp` and `position`.
 */
export function decideCreateFromPosition(
  state: GameState | null,
  c: CreateGame,
  base: (state: GameState | null, c: CreateGame) => Ruling,
  evolve: Evolve,
  hooks: Hooks,
): Ruling {
  if (state) return reject('GAME_ALREADY_EXISTS', 'API', `A game with id ${c.gameId} already exists.`);
  const problems = validatePosition(c.position);
  if (problems.length > 0) return invalid('INVALID_POSITION', 'The position', problems);
  const doc = c.position as PositionDocument;
  const { position: _ignored, ...standardCommand } = c;
  const d = base(state, { ...standardCommand, rulesetId: doc.ruleset, options: doc.options ?? [] });
  if (!d.ok) return d;
  const [created, ...rest] = d.events as [Extract<GameEvent, { type: 'GameCreated' }>, ...GameEvent[]];
  // The standard start the position completes is the one its options give (RULES §8.1 setup options: SetupAmended).
  const standard = rest.reduce<GameState>((st, e) => evolve(st, e), evolve(null, created));
  const complete = positionOf(applyPosition(standard, doc));
  // Unnamed places keep their standard units; check that they still fit what was stated (e.g. a changed relation).
  const clash = positionRuleProblems(complete);
  if (clash.length > 0) return invalid('INVALID_POSITION', 'The position, completed from the standard setup,', clash);
  const first: GameEvent = { ...created, data: { ...created.data, setUp: true, position: complete } };
  // PUR-1: a game set up at the start of a phase gets what that phase starts with (phaseStartEvents), like any turn.
  const state0 = evolve(null, first); // GameCreated: the game's initial state (game/initial-state.ts)
  return accept(first, ...phaseStartEvents(state0, rulesetView(state0.rulesetId), state0.phase, evolve, hooks));
}
