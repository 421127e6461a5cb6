// The peer baseline of issue 29 (row peer-boardgameio): boardgame.io's own
// server (0.50.2, `Server` from boardgame.io/server), what a user might run
// instead of the engine, with its defaults: in-memory storage and its
// socket.io transport. One game with one trivial move
// (boardgameio-game.js). Plain JavaScript, so that it starts and runs like the
// compiled engine (no transpiling at start). The row sets
// NODE_ENV=production, boardgame.io's documented production mode (no per-move
// info logging, no serializability checks of the state).
//
// Its lobby API (which creates and joins the matches, not part of a move) is
// on a port of its own (API_PORT, boardgame.io's `lobbyConfig.apiPort`): served
// on the game's port, every lobby route answers 404 with the koa-compose
// installed here (4.2.0 copies the middleware list when koa-socket-2 composes
// it, before boardgame.io adds its router).
const { Server, Origins } = require('boardgame.io/server');
const { BenchGame } = require('./boardgameio-game');

async function main() {
  const server = Server({ games: [BenchGame], origins: [Origins.LOCALHOST] });
  const port = Number(process.env.PORT || 8000);
  const apiPort = Number(process.env.API_PORT || port + 1);
  const { apiServer, appServer } = await server.run({ port, lobbyConfig: { apiPort } });
  console.log(`boardgame.io listening on ${port} (lobby API on ${apiPort})`);
  process.on('SIGTERM', () => {
    server.kill({ apiServer, appServer });
    process.exit(0);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
