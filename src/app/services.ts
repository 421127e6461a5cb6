// Everything a server (or a test) needs, wired from one store.
import { GameList, type GameListOptions } from '../../projections/game-list';
import { GameStates, type GameStatesOptions } from '../../projections/game-states';
import type { EventStore } from '../store/port';
import { BoardFeeds } from './board-feeds';
import { CommandService, type DecisionObserver } from './commands';
import { DiceSeeds } from './dice';
import { LiveFeeds } from './live-feeds';
import type { OperatorToken } from './operator';

export interface Services {
  store: EventStore;
  states: GameStates;
  games: GameList;
  commands: CommandService;
  /** Game seeds, for the organizer's disclosure only (docs/dice.md). */
  diceSeeds: DiceSeeds;
  /** One live feed per followed game, shared by its subscribers. */
  feeds: LiveFeeds;
  /** One board per command per followed game, shared by its boardChanged subscribers. */
  boards: BoardFeeds;
}

export interface ServiceOptions {
  /** The clock of event metadata (tests fix it). */
  now?: () => Date;
  /** Told of every decision that takes effect (CommandServiceOptions.observe). */
  observe?: DecisionObserver;
  /** Bounds of the cache of game states (GAME_CACHE_GAMES, GAME_CACHE_EVENTS). */
  gameCache?: GameStatesOptions;
  /** How often the game list saves its checkpoint. */
  gameList?: GameListOptions;
  /** The server operator's token (OPERATOR_TOKEN, docs/operations.md); none: no operator. */
  operator?: OperatorToken | null;
}

export function createServices(store: EventStore, tokenSecret: string, options: ServiceOptions = {}): Services {
  const states = new GameStates(store, options.gameCache);
  const feeds = new LiveFeeds(store);
  return {
    store,
    states,
    games: new GameList(store, options.gameList),
    commands: new CommandService({ store, states, tokenSecret, now: options.now, observe: options.observe, operator: options.operator }),
    diceSeeds: new DiceSeeds(tokenSecret),
    feeds,
    boards: new BoardFeeds(feeds, states),
  };
}
