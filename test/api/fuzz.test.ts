// Issue 29: "fuzzed calls end with 0 internal errors". A few seconds of the
// fuzzer (bench/fuzz.ts, `npm run fuzz`, docs/security.md "Fuzzing") against the
// compiled server as `npm start` runs it: schema-driven queries and mutations on
// real games, malformed HTTP and WebSocket frames. No answer may be a FAIL (an
// INTERNAL_SERVER_ERROR, a 5xx other than the documented 503, a stack trace or
// path in a body, a WebSocket close 1011/4500, an error the server logs, the
// server dying). The long runs (1M calls) are `npm run fuzz`'s, not the suite's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFuzz } from '../../bench/lib/fuzz/run';
import { spawnChild } from '../support/children';

const out = mkdtempSync(join(tmpdir(), 'fuzz-test-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

test('a few hundred fuzzed calls (fixed seed) end with no FAIL, and reach past validation into the rules', async () => {
  const r = await runFuzz({ seed: 29, calls: 400, seconds: 5, lanes: 6, outDir: out, rateLimits: false, spawn: spawnChild });
  expect({ fails: r.fails, died: r.serverDied }).toEqual({ fails: [], died: null });
  expect(r.calls).toBeGreaterThan(50);
  // Answers of several kinds: results, GraphQL errors of the client's, and WebSocket closes the protocol allows.
  const classes = Object.keys(r.counts);
  expect(classes).toContain('OK');
  expect(classes.some((c) => c.startsWith('GQL:'))).toBe(true);
  expect(classes.some((c) => c.startsWith('WS:'))).toBe(true);
}, 90_000);
