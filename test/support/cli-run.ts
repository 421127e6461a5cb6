// The command-line tools run as a person runs them: `node dist/src/cli/<tool>.js` from the
// package root (dist/ is compiled before the tests, test/support/build-dist.ts), with the
// memory store unless told otherwise, never a KurrentDB from the environment. A hung tool
// is killed with its process group after 60 s, so it cannot hang the suite.
import { resolve } from 'node:path';
import { streamOf } from '../../projections/game-states';
import type { RecordedEvent } from '../../src/store/port';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { killGroup, spawnChild } from './children';

export const ROOT = resolve(__dirname, '../..');
/** A JavaScript stack in a tool's output: never shown to the person who typed the command. */
export const NO_STACK = /\bat .+\.(ts|js):\d+|^\s+at /m;

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** node with these arguments in the package root. */
export function runNode(argv: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const base: NodeJS.ProcessEnv = { ...process.env, EVENT_STORE: 'memory', ...env };
  delete base.KURRENTDB_CONNECTION_STRING;
  delete base.NODE_ENV;
  return new Promise((ok) => {
    const child = spawnChild(process.execPath, argv, { cwd: ROOT, env: base, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => killGroup(child), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      ok({ code, stdout, stderr });
    });
  });
}

/** A compiled tool, as `npm run <tool> -- args` runs it. */
export const runTool = (name: string, args: string[], env: NodeJS.ProcessEnv = {}) => runNode([`dist/src/cli/${name}.js`, ...args], env);

/** A game's events in a SQLite store file, as a server would have left them, for the tools that read the store. */
export async function sqliteWith(path: string, gameId: string, events: readonly RecordedEvent[]): Promise<void> {
  const store = createSqliteEventStore({ path });
  await store.append(
    streamOf(gameId),
    events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
    { expectedRevision: 'no_stream' },
  );
  await store.close();
}
