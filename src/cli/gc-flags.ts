// The server's garbage-collector setting, imported before anything else by serve.ts, so that `npm start`, `node
// dist/src/cli/serve.js` and every worker of `--workers` run with it (a flag on the command line would reach only some).
//
// No allocation-site pretenuring: V8 learns, per place in the code that allocates, whether what it allocates tends
// to survive, and then allocates it straight in the old generation. Loading a long game keeps 400 snapshot states,
// so the fold's sites learn to tenure; every later replay then puts its short-lived states in the old generation, and
// the board's own objects follow. Under the board-http load that doubled what outlived a young collection (about 210
// against 106 kB a board) and brought full collections, the board's tail (docs/performance.md, "The tail of a board").
// Read by V8 at every collection, so setting it at run time, before any code has run, is as good as the command line.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');
