// docs/hashes.md cannot rot: its worked example's canonical strings hash to the
// hashes it shows, each is the RFC 8785 JSON of its event in the example's
// answer (built by the recipe on the page), event 2 links to event 1, the
// query validates against today's schema, and the page's Python program
// accepts the answer (issue 27: hashes anyone can recompute).
import canonicalize from 'canonicalize';
import { createHash } from 'node:crypto';
import { parse, validate } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import { docBlock, HAS_PYTHON3, runDocPython } from './hashes-doc';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

interface Node {
  number: number;
  type: string;
  data: object;
  metadata: Record<string, unknown> & { hash: string; prevHash: string };
}
const answer = JSON.parse(docBlock('answer')) as { data: { game: { events: { edges: { node: Node }[] } } } };
const events = answer.data.game.events.edges.map((e) => e.node);

test('the example answer holds events 1 and 2 of one game, with every field the hash covers', () => {
  expect(events.map((e) => [e.number, e.type])).toEqual([
    [1, 'GameCreated'],
    [2, 'SeatTaken'],
  ]);
  for (const e of events)
    expect(Object.keys(e.metadata).sort()).toEqual(
      [
        'actor',
        'causationId',
        'command',
        'commandFingerprint',
        'commandId',
        'commandType',
        'engineVersion',
        'hash',
        'prevHash',
        'schemaVersion',
        'time',
      ].sort(),
    );
});

test.each([1, 2])('event %i: the canonical string on the page hashes to the hash on the page, which is the answer’s hash', (n) => {
  const canonical = docBlock(`canonical-${n}`);
  const hash = docBlock(`hash-${n}`);
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(sha256(canonical)).toBe(hash);
  expect(events[n - 1].metadata.hash).toBe(hash);
});

test.each([1, 2])('event %i: the canonical string is the RFC 8785 JSON of {type, data, metadata without hash and nulls} of the answer', (n) => {
  const { type, data, metadata } = events[n - 1];
  const { hash: _hash, ...rest } = metadata;
  const hashed = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null));
  expect(docBlock(`canonical-${n}`)).toBe(canonicalize({ type, data, metadata: hashed }));
  // One line, no whitespace between tokens: what a reader copies is the exact bytes.
  expect(docBlock(`canonical-${n}`)).not.toMatch(/\n/);
});

test('the chain: event 1 follows "", event 2 follows event 1', () => {
  expect(events[0].metadata.prevHash).toBe('');
  expect(events[1].metadata.prevHash).toBe(docBlock('hash-1'));
  expect(docBlock('canonical-2')).toContain(`"prevHash":"${docBlock('hash-1')}"`);
});

test('the example query validates against the schema', async () => {
  const errors = validate(await buildApiSchema(), parse(docBlock('query')));
  expect(errors.map((e) => e.message)).toEqual([]);
});

if (!HAS_PYTHON3) console.log('docs/hashes.md: python3 is not on PATH, so its Python program was not run');
(HAS_PYTHON3 ? test : test.skip)(
  HAS_PYTHON3 ? "the page's Python program accepts the example answer" : "the page's Python program (skipped: no python3)",
  () => {
    const r = runDocPython(docBlock('answer'));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`event 1: ok ${docBlock('hash-1')}\nevent 2: ok ${docBlock('hash-2')}\n2 of 2 hashes valid\n`);
    expect(r.status).toBe(0);
    // And it refuses a changed answer: one character of the game's name.
    const changed = runDocPython(docBlock('answer').replace('"name": "hash example"', '"name": "hash examplf"'));
    expect(changed.stdout).toMatch(/^event 1: INVALID: the hash does not match the event/);
    expect(changed.status).toBe(1);
  },
);
