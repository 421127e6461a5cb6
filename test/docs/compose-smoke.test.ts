// docker-compose.yml's api command, run for real as the container would run it (#25
// "docker compose up never starts the API": the command installed with
// NODE_ENV=production, which leaves out the devDependencies the build needs, and
// restarted for ever). There is no Docker engine here, so this does what the
// container does: a clean folder holding only the repository's tracked files (the
// bind mount of a fresh clone, with an empty node_modules volume), the service's
// command from the compose file run by `sh -c` with the service's environment
// (NODE_ENV=production, HOST, PORT, TOKEN_SECRET), except that the store is SQLite
// instead of KurrentDB (there is none here) and the port a free one. It must install,
// build, leave no dev tools behind, answer /health and the compose health check, and
// stop with exit 0 on SIGTERM.
//
// It installs the whole tree (a few minutes, most of it compiling better-sqlite3), so
// it runs only with COMPOSE_SMOKE=1: .ci/run runs it after the suite. Without it, it
// says so and is skipped.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { freePort, tempDir, TEST_SECRET } from '../api/helpers';
import { exited, killGroup, spawnChild } from '../support/children';
import { SERVER_ENTRY } from '../support/server-entry';

const ROOT = join(__dirname, '../..');
const enabled = process.env.COMPOSE_SMOKE === '1';
/** How long the install and build may take on a loaded 2-core machine before the test gives up. */
const INSTALL_MS = 20 * 60_000;

if (!enabled)
  console.warn(
    'compose-smoke.test.ts skipped: set COMPOSE_SMOKE=1 to run docker-compose.yml\'s api command in a clean copy of the repository (.ci/run does; it takes a few minutes).',
  );

(enabled ? test : test.skip)(
  "the api service's command installs, builds and serves in a clean folder as the container would",
  async () => {
    const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'));
    const api = compose.services.api;
    const [shell, ...shellArgs] = api.command as string[];
    expect(shell).toBe('sh');

    // The bind mount: the repository's tracked files, and nothing else (no node_modules, no dist/).
    const app = tempDir('pacific-compose-');
    try {
      const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
      for (const f of tracked) {
        if (!existsSync(join(ROOT, f))) continue; // deleted in the working tree, not committed yet
        mkdirSync(dirname(join(app.dir, f)), { recursive: true });
        copyFileSync(join(ROOT, f), join(app.dir, f));
      }
      expect(existsSync(join(app.dir, 'node_modules'))).toBe(false);
      expect(existsSync(join(app.dir, 'dist'))).toBe(false);

      // The service's environment, with SQLite for KurrentDB, a free port, loopback only, and the required secret.
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        // The npm cache (what the container's first install would download) is used when it has the package.
        npm_config_prefer_offline: 'true',
      };
      for (const [k, v] of Object.entries(api.environment as Record<string, string>)) env[k] = String(v);
      expect(env.NODE_ENV).toBe('production');
      expect(env.TOKEN_SECRET).toMatch(/^\$\{TOKEN_SECRET:\?/);
      expect(env.OPERATOR_TOKEN).toBe('${OPERATOR_TOKEN:-}');
      Object.assign(env, {
        TOKEN_SECRET: TEST_SECRET,
        // What compose makes of OPERATOR_TOKEN=... in .env.
        OPERATOR_TOKEN: 'an-operator-token-for-the-compose-smoke-test',
        EVENT_STORE: 'sqlite',
        SQLITE_PATH: join(app.dir, 'data', 'pacific.db'),
        HOST: '127.0.0.1',
        PORT: String(port),
      });
      delete env.KURRENTDB_CONNECTION_STRING;

      const child = spawnChild(shell, shellArgs, { cwd: app.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const keep = (d: Buffer) => (output = (output + d).slice(-20_000)); // the tail is what explains a failure
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      let exitCode: number | null | undefined;
      child.once('exit', (code) => (exitCode = code));

      // /health answers once the install, the build and the start are done.
      const deadline = Date.now() + INSTALL_MS;
      let health: { status: number; body: unknown } | null = null;
      while (Date.now() < deadline && exitCode === undefined && !health) {
        await new Promise((r) => setTimeout(r, 2000));
        try {
          const res = await fetch(`http://127.0.0.1:${port}/health`);
          health = { status: res.status, body: await res.json() };
        } catch {
          /* not listening yet */
        }
      }
      if (!health) {
        killGroup(child);
        throw new Error(`the api command did not serve /health (exit ${exitCode ?? 'none, gave up'}):\n${output}`);
      }
      expect(health).toEqual({ status: 200, body: expect.objectContaining({ ok: true, store: 'sqlite' }) });
      expect(output).toContain('operator authority on (OPERATOR_TOKEN)');

      // The compose health check, as the container would run it (on this port).
      const check = (api.healthcheck.test as string[]).slice(1).map((a) => a.replace('127.0.0.1:4000', `127.0.0.1:${port}`));
      expect(check[0]).toBe('node');
      execFileSync(process.execPath, check.slice(1), { timeout: 30_000 }); // throws on a non-zero exit

      // Built, and lean: the server's bundle is there, the build and test tools are not.
      expect(existsSync(join(app.dir, SERVER_ENTRY))).toBe(true);
      // The replay viewer was bundled by the install (vite, a dev tool, gone after the prune) and is served.
      const viewer = await fetch(`http://127.0.0.1:${port}/viewer/`);
      expect({ status: viewer.status, page: (await viewer.text()).includes('<div id="app">') }).toEqual({ status: 200, page: true });
      // Every package the lockfile marks as needed only for development is gone (some @types packages stay:
      // run-time dependencies such as protobufjs depend on them), the compiler and ts-node first of all.
      const lock = JSON.parse(readFileSync(join(app.dir, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
      const devOnly = Object.entries(lock.packages).filter(([path, e]) => path !== '' && e.dev === true);
      expect(devOnly.map(([path]) => path)).toEqual(expect.arrayContaining(['node_modules/typescript', 'node_modules/ts-node', 'node_modules/jest', 'node_modules/vite']));
      expect(devOnly.filter(([path]) => existsSync(join(app.dir, path))).map(([path]) => path)).toEqual([]);
      for (const runTime of ['better-sqlite3', 'commander', 'type-graphql', 'sirv'])
        expect({ runTime, installed: existsSync(join(app.dir, 'node_modules', runTime)) }).toEqual({ runTime, installed: true });

      // `exec` made node the process the container's init signals: SIGTERM stops it cleanly, exit 0.
      child.kill('SIGTERM');
      await exited(child, 30_000);
      expect({ exitCode, tail: exitCode === 0 ? '' : output.slice(-2000) }).toEqual({ exitCode: 0, tail: '' });
      expect(output).toContain('"msg":"stopped"');
    } finally {
      app.remove();
    }
  },
  INSTALL_MS + 120_000,
);
