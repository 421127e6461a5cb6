// The game of the boardgame.io baseline (row peer-boardgameio): one trivial
// move that adds to a counter, one player per match. The server
// (boardgameio-server.js) and the load's clients (boardgameio-load.ts) both
// need it, as every boardgame.io client does. The move is `client: false`, so
// a client sees its result only when the server sends it back (no optimistic
// local update): what a latency measured from outside needs. The server does
// the same work either way.
const BenchGame = {
  name: 'bench',
  minPlayers: 1,
  maxPlayers: 1,
  setup: () => ({ n: 0 }),
  moves: {
    bump: { move: ({ G }) => ({ n: G.n + 1 }), client: false },
  },
};

module.exports = { BenchGame };
