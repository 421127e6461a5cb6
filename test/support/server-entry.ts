// The file `npm start` runs, read from package.json's start script (`node <file>`): the server bundled into one
// file (tools/bundle.js, issue 29), so the tests that start the server start what a person's `npm start` and the
// compose file start, never tsc's dist/src/cli/serve.js beside it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const start = (JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;

/** The server's file, relative to the package root, e.g. "dist/bundle/serve.js". */
export const SERVER_ENTRY: string = (() => {
  const file = /^node (\S+)$/.exec(start)?.[1];
  if (!file) throw new Error(`npm start runs "${start}", not node <file>`);
  return file;
})();
