// Starting the server the way `npm start` does (ts-node --transpile-only
// src/cli/serve.ts) on a port that is already taken: it must not pretend to
// run. It exits non-zero with one line that names the port.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { startTestServer, tempDir } from './helpers';

const ROOT = resolve(__dirname, '../..');

function hold(): Promise<{ server: Server; port: number }> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok({ server, port: (server.address() as { port: number }).port }));
  });
}

/** Runs serve.ts as `npm start` does and waits for it to exit (killing it after `ms`). */
function serve(env: NodeJS.ProcessEnv, ms = 20_000): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((ok) => {
    const proc = spawn(join(ROOT, 'node_modules/.bin/ts-node'), ['--transpile-only', 'src/cli/serve.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (d) => (stdout += d));
    proc.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => proc.kill('SIGKILL'), ms);
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      ok({ code, signal, stdout, stderr });
    });
  });
}

test('npm start on a port already in use: exits non-zero with one line naming the port', async () => {
  const held = await hold();
  const tmp = tempDir();
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(held.port), HOST: '127.0.0.1', EVENT_STORE: 'sqlite', SQLITE_PATH: join(tmp.dir, 'pacific.db') };
    delete env.KURRENTDB_CONNECTION_STRING;
    const r = await serve(env);
    expect(r.signal).toBeNull(); // it exited by itself, it was not killed after the timeout
    expect(r.code).not.toBe(0);
    expect(r.code).not.toBeNull();
    expect(r.stdout).not.toContain('GraphQL on');
    const lines = r.stderr.split('\n').filter((l) => l.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(String(held.port));
    expect(lines[0]).toMatch(/in use/);
    expect(r.stderr).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
  } finally {
    held.server.close();
    tmp.remove();
  }
}, 30_000);

test('the WebSocket endpoint is /graphql only: an upgrade elsewhere gets 400', async () => {
  const t = await startTestServer();
  try {
    const status = await new Promise<number>((ok, fail) => {
      const ws = new WebSocket(t.wsUrl.replace(/\/graphql$/, '/elsewhere'), 'graphql-transport-ws');
      ws.once('unexpected-response', (_req, res) => ok(res.statusCode ?? 0));
      ws.once('open', () => fail(new Error('opened a WebSocket outside /graphql')));
      ws.once('error', () => undefined);
    });
    expect(status).toBe(400);
  } finally {
    await t.stop();
  }
});
