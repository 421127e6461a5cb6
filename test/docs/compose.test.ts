// docker-compose.yml as a production start (#17): node itself receives SIGTERM
// (it used to run under `sh -c`, which never passed it on), the secret is
// required (it was empty, so tokens and seeds changed on every restart), and the
// health check asks /health, which reads the store. There is no Docker engine
// here: this reads the file; the behaviour behind it (SIGTERM handling,
// /health, the production secret rule) is tested on the server itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { SERVER_ENTRY } from '../support/server-entry';

const compose = parse(readFileSync(join(__dirname, '../../docker-compose.yml'), 'utf8'));
const api = compose.services.api;

test('node receives the signals: an init process, and the shell replaced by node (exec)', () => {
  expect(api.init).toBe(true);
  expect(Array.isArray(api.command)).toBe(true); // exec form: no extra shell around the command
  const script: string = api.command[api.command.length - 1];
  expect(script).toMatch(/&& exec node /);
  expect(script).toContain(`node ${SERVER_ENTRY}`); // the server as npm start runs it (the bundle)
});

test('TOKEN_SECRET is required (compose refuses to start without it) and production mode is on', () => {
  expect(api.environment.TOKEN_SECRET).toMatch(/^\$\{TOKEN_SECRET:\?.+\}$/);
  expect(api.environment.NODE_ENV).toBe('production');
});

// docs/operations.md tells an operator to put OPERATOR_TOKEN in .env: compose reads .env only to fill in this file, so
// the container gets the token only if the file passes it on. Empty (unset in .env) means no operator.
test('OPERATOR_TOKEN is passed on from the environment or .env, empty when unset', () => {
  expect(api.environment.OPERATOR_TOKEN).toBe('${OPERATOR_TOKEN:-}');
});

test('the health check asks /health, which reads the store', () => {
  expect(api.healthcheck.test.join(' ')).toContain('http://127.0.0.1:4000/health');
});

// #25: NODE_ENV=production makes npm leave out devDependencies, and the build (npm install's prepare: tsc)
// needs them: the old `npm install && exec node ...` failed with 17 type errors and restarted for ever.
// The command runs for real in test/docs/compose-smoke.test.ts (COMPOSE_SMOKE=1, .ci/run).
test('the install includes the build tools, and removes them again before the server starts', () => {
  const script: string = api.command[api.command.length - 1];
  const steps = script.split('&&').map((s) => s.trim());
  expect(steps[0]).toMatch(/^npm install --include=dev\b/);
  expect(steps[1]).toMatch(/^npm prune --omit=dev\b/);
  expect(steps[2]).toBe(`exec node ${SERVER_ENTRY}`);
});
