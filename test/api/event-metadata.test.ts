// Issue 27 "hashes anyone can recompute": every event hash of a game played over
// HTTP is rebuilt from the fields the API serves, and nothing else, by a
// canonical JSON written here (not src/app/event-chain.ts), following
// docs/hashes.md; the page's Python program agrees on the same answer.
import { parse, validate, type GraphQLObjectType } from 'graphql';
import { createHash } from 'node:crypto';
import { buildApiSchema } from '../../src/api/schema';
import { HAS_PYTHON3, runDocPython } from '../docs/hashes-doc';
import { endPhase, expectAccepted, newGame, passTurn, purchase, startTestServer, type TestServer } from './helpers';

/** Every EventMetadata field the hash covers (all but hash itself and the two read from actor). */
const HASHED = [
  'commandId',
  'commandType',
  'commandFingerprint',
  'command',
  'engineVersion',
  'actor',
  'bot',
  'causationId',
  'schemaVersion',
  'time',
  'prevHash',
];
const NOT_HASHED = ['hash', 'actorKind', 'actorPower'];

const QUERY = `query Events($id: String!) {
  game(id: $id) { eventCount events(first: 500) { edges { node { number type data metadata { ${[...HASHED, 'hash'].join(' ')} } } } } }
}`;

interface Served {
  number: number;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown> & { prevHash: string; hash: string };
}

/** RFC 8785 for JSON holding no non-integer number: keys sorted by UTF-16 code units (Array.prototype.sort), no whitespace. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** Every number anywhere in `v` (to check they are all integers, which makes `canonical` RFC 8785). */
function numbersIn(v: unknown): number[] {
  if (typeof v === 'number') return [v];
  if (v !== null && typeof v === 'object') return Object.values(v).flatMap(numbersIn);
  return [];
}

let t: TestServer;
let raw: string;
let events: Served[];

beforeAll(async () => {
  t = await startTestServer();
  const g = await newGame(t.data);
  expectAccepted(await purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 2 }]));
  await passTurn(t.data, g, 'JAPAN'); // the infantry not placed: refunded; the last EndPhase starts the USA's turn
  expectAccepted(await endPhase(t.data, g, 'USA', 'PURCHASE'));
  const r = await t.gql(QUERY, { id: g.gameId });
  expect(r.errors).toBeUndefined();
  raw = r.raw;
  events = r.data.game.events.edges.map((e: { node: Served }) => e.node);
  expect(events).toHaveLength(r.data.game.eventCount);
}, 60000);

afterAll(async () => {
  await t?.stop();
});

test('the query asks for every EventMetadata field but hash, actorKind and actorPower, and validates', async () => {
  const schema = await buildApiSchema();
  const fields = Object.keys((schema.getType('EventMetadata') as GraphQLObjectType).getFields());
  expect(fields.filter((f) => !NOT_HASHED.includes(f)).sort()).toEqual([...HASHED].sort());
  expect(validate(schema, parse(QUERY)).map((e) => e.message)).toEqual([]);
});

test('the game holds commands of several events: command and engineVersion are served on the first of each only, null on the others', () => {
  expect(events.length).toBeGreaterThan(10);
  const firsts = events.filter((e, i) => i === 0 || e.metadata.commandId !== events[i - 1].metadata.commandId);
  const others = events.filter((e) => !firsts.includes(e));
  expect(others.length).toBeGreaterThan(0);
  for (const e of firsts) {
    expect(e.metadata.command).toEqual(expect.objectContaining({ type: e.metadata.commandType }));
    expect(e.metadata.engineVersion).toMatch(/^\d+\.\d+\.\d+/);
  }
  for (const e of others) expect([e.metadata.command, e.metadata.engineVersion]).toEqual([null, null]);
  for (const e of events) expect(e.metadata.commandFingerprint).toMatch(/^[0-9a-f]{64}$/);
});

test('every number served in a payload or metadata is an integer (so sorted keys + JSON.stringify is RFC 8785)', () => {
  const numbers = events.flatMap((e) => numbersIn([e.data, e.metadata]));
  expect(numbers.length).toBeGreaterThan(events.length); // schemaVersion at least, and the payloads' counts and PUs
  expect(numbers.filter((n) => !Number.isSafeInteger(n))).toEqual([]);
});

test('every hash is rebuilt from the served fields alone, and each prevHash is the previous hash (from "")', () => {
  let prev = '';
  const wrong: string[] = [];
  for (const e of events) {
    const { hash, ...rest } = e.metadata;
    const metadata = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null));
    const mine = createHash('sha256')
      .update(canonical({ type: e.type, data: e.data, metadata }), 'utf8')
      .digest('hex');
    if (mine !== hash) wrong.push(`event ${e.number} ${e.type}: hash`);
    if (e.metadata.prevHash !== prev) wrong.push(`event ${e.number} ${e.type}: prevHash`);
    prev = hash;
  }
  expect(wrong).toEqual([]);
  expect(events.map((e, i) => e.number - i)).toEqual(events.map(() => 1));
});

if (!HAS_PYTHON3) console.log("event-metadata: python3 is not on PATH, so docs/hashes.md's Python program was not run");
(HAS_PYTHON3 ? test : test.skip)(
  HAS_PYTHON3
    ? "docs/hashes.md's Python program finds every hash of the same answer valid"
    : "docs/hashes.md's Python program (skipped: no python3)",
  () => {
    const r = runDocPython(raw);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n').at(-1)).toBe(`${events.length} of ${events.length} hashes valid`);
    expect(r.stdout).not.toMatch(/INVALID/);
    expect(r.status).toBe(0);
  },
);
