// Everything a server (or a test) needs, wired from one store.
import { GameList } from '../../projections/game-list';
import { GameStates } from '../../projections/game-states';
import type { EventStore } from '../store/port';
import { CommandService } from './commands';
import { DiceSeeds } from './dice';

export interface Services {
  store: EventStore;
  states: GameStates;
  games: GameList;
  commands: CommandService;
  /** Game seeds, for the organizer's disclosure only (docs/dice.md). */
  diceSeeds: DiceSeeds;
}

export function createServices(store: EventStore, tokenSecret: string, now?: () => Date): Services {
  const states = new GameStates(store);
  return {
    store,
    states,
    games: new GameList(store),
    commands: new CommandService({ store, states, tokenSecret, now }),
    diceSeeds: new DiceSeeds(tokenSecret),
  };
}
