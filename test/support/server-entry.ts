// The file `npm start` runs, read from package.json's start script (`node <file>`): the server bundled into one
// file (tools/bundle.js, issue 29), so the tests that start the server start what a person's `npm start` and the
// compose file start, never tsc's dist/src/cli/serve.js beside it. The bench reads it the same way (serverEntry).
import { join, relative } from 'node:path';
import { serverEntry } from '../../bench/lib/processes';

const ROOT = join(__dirname, '../..');

/** The server's file, relative to the package root, e.g. "dist/bundle/serve.js". */
export const SERVER_ENTRY: string = relative(ROOT, serverEntry(ROOT));
