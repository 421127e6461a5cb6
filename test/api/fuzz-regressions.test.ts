// Requests `npm run fuzz` (bench/fuzz.ts, docs/security.md "Fuzzing") found answered
// as internal errors, sent as the fuzzer saved them: each now gets a typed answer,
// and the server logs no error for it (issue 29: "0 internal errors").
import { startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => (t = await startTestServer()));
afterAll(() => t.stop());

async function post(body: string) {
  const res = await fetch(t.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return {
    status: res.status,
    body: (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

const errorLines = () => t.logs.lines.filter((l) => l.level === 'error');

test.each([
  // Apollo's automatic persisted queries: a hash that is not the query's (fuzz seed 3).
  ['a persisted query whose hash is not its query', { version: 1, sha256Hash: 'x' }, 'provided sha does not match query'],
  ['a persisted query of an unknown version', { version: 2, sha256Hash: 'x' }, 'Unsupported persisted query version'],
])('%s: 400 BAD_REQUEST with Apollo’s message, nothing logged as an error', async (_what, persistedQuery, message) => {
  const before = errorLines().length;
  const r = await post(JSON.stringify({ query: '{ rulesets { id } }', extensions: { persistedQuery } }));
  expect(r).toEqual({ status: 400, body: { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] } });
  expect(errorLines().length).toBe(before);
});

test('a list literal nested 20,000 deep (within the token limit for graphql-js, beyond its parser’s stack): 400 GRAPHQL_PARSE_FAILED as a syntax error, no words of the engine’s stack, nothing logged', async () => {
  const before = errorLines().length;
  const deep = `${'['.repeat(20_000)}1${']'.repeat(20_000)}`;
  const r = await post(JSON.stringify({ query: `{ rulesets(x: ${deep}) { id } }` }));
  expect(r).toEqual({
    status: 400,
    body: {
      errors: [{ message: 'Syntax Error: the document is nested too deeply to parse.', extensions: { code: 'GRAPHQL_PARSE_FAILED' } }],
    },
  });
  expect(errorLines().length).toBe(before);
});
