// The boardgame.io baseline's server and its clients (row peer-boardgameio).
// The server runs in a process of its own (boardgameio-server.js). Each load
// client is what a boardgame.io front end runs: boardgame.io's own client
// library (`Client` from boardgame.io/client, its SocketIO multiplayer
// transport with socket.io's default transports, polling upgraded to a
// WebSocket), in a match of its own created and joined through the lobby API
// (`LobbyClient`), so its moves carry the seat's credentials as a real
// player's do. A step is one move, from the call to the client seeing the
// server's new state.
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { join } from 'node:path';
import { freePort, ROOT, spawnServer, type Served } from '../lib/processes';
import { BenchGame } from './boardgameio-game';

/** A move not answered by then counts as failed (the server drops a refused move without a word). */
const MOVE_TIMEOUT_MS = 10_000;

export interface BgioServed extends Served {
  /** The game server (socket.io), e.g. http://127.0.0.1:PORT. */
  server: string;
  /** The lobby API. */
  lobby: string;
}

/** boardgame.io's server in a process of its own, in its production mode (bench/baselines/boardgameio-server.js). */
export async function startBoardgameio(): Promise<BgioServed> {
  const port = await freePort();
  const apiPort = await freePort();
  const served = await spawnServer(
    process.execPath,
    [join(ROOT, 'bench/baselines/boardgameio-server.js')],
    { PORT: String(port), API_PORT: String(apiPort), NODE_ENV: 'production' },
    /listening/,
    port,
  );
  return { ...served, server: `http://127.0.0.1:${port}`, lobby: `http://127.0.0.1:${apiPort}` };
}

export interface BgioClients {
  /** Client `c` makes one move; resolves true once it sees the server's state after it. */
  move(c: number): Promise<boolean>;
  stop(): void;
}

/** `count` clients, each in its own one-player match, connected and synced. */
export async function bgioClients(served: BgioServed, count: number): Promise<BgioClients> {
  const lobby = new LobbyClient({ server: served.lobby });
  const players = await Promise.all(
    Array.from({ length: count }, async () => {
      const { matchID } = await lobby.createMatch(BenchGame.name!, { numPlayers: 1 });
      const { playerCredentials } = await lobby.joinMatch(BenchGame.name!, matchID, { playerID: '0', playerName: 'bench' });
      const client = Client({
        game: BenchGame,
        multiplayer: SocketIO({ server: served.server }),
        matchID,
        playerID: '0',
        credentials: playerCredentials,
        debug: false,
      });
      let waiting: { stateID: number; resolve: (ok: boolean) => void } | undefined;
      let synced: () => void = () => {};
      const ready = new Promise<void>((resolve) => (synced = resolve));
      client.subscribe((state) => {
        if (!state) return;
        if (state.isConnected) synced();
        if (waiting && state._stateID >= waiting.stateID) {
          const w = waiting;
          waiting = undefined;
          w.resolve(true);
        }
      });
      client.start();
      await ready;
      const move = () =>
        new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => {
            waiting = undefined;
            resolve(false);
          }, MOVE_TIMEOUT_MS);
          waiting = {
            stateID: client.getState()!._stateID + 1,
            resolve: (ok) => {
              clearTimeout(timer);
              resolve(ok);
            },
          };
          client.moves.bump();
        });
      return { client, move };
    }),
  );
  return {
    move: (c) => players[c].move(),
    stop: () => players.forEach((p) => p.client.stop()),
  };
}
