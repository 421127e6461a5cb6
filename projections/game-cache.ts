// The bounds of the game state cache (game-states.ts), apart from the cache itself: the server's settings
// (src/app/config.ts) read them before the rules are loaded (issue 29: a start checks the store meanwhile).

export interface GameStatesOptions {
  /** Games kept in memory at most (default 500). */
  maxGames?: number;
  /** Events of the games kept, in all, at most (default 200,000); a game with more is not kept. */
  maxEvents?: number;
  /** Events read and folded at a time when loading a game (default READ_CHUNK; tests make it small). */
  readChunk?: number;
  /** Where snapshots are kept (default game-states.ts's SNAPSHOT_EVERY, SNAPSHOT_WEIGHT, SNAPSHOT_AT_MOST; tests change them). */
  snapshots?: { every: number; weight: number; atMost: number };
}

export const DEFAULT_GAME_CACHE = { maxGames: 500, maxEvents: 200_000 } as const;
