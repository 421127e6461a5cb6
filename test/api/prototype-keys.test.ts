// Issue 29 "small holes": every string a client sends through the API, as a
// name ("constructor", "__proto__", "toString", ...), a unit id, a nested
// input's field or a JSON key, is answered with a typed refusal or a
// validation error, never INTERNAL_SERVER_ERROR, and a refusal appends
// nothing. The arguments are enumerated from the schema, so a new query or
// mutation is covered without touching this file. In process (no HTTP): the
// API schema over a memory store (test/support/in-process.ts).
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import type { Command } from '../../src/rules';
import { inProcessGame, seatedGame, type InProcessGame } from '../support/in-process';

const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'] as const;

/** Strings the test fills in right (so the request reaches the rules), unless the variant makes them names too. */
type Known = { gameId: string; seatToken: string; organizerToken: string };
let n = 0;

/** A JSON object whose own keys (and values) are `name`: JSON.parse makes "__proto__" an own key, as a server's body parser does. */
const jsonWith = (name: string) => JSON.parse(`{${JSON.stringify(name)}: ${JSON.stringify(name)}, "op": ${JSON.stringify(name)}}`);

/**
 * A value for an argument or input field. `name` goes in every free string (and JSON key); `known` ids and tokens
 * are real unless `all` is set, when they are `name` as well.
 */
function valueFor(type: GraphQLInputType, field: string, name: string, known: Known, all: boolean): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, field, name, known, all);
  if (isListType(type)) return [valueFor(type.ofType, field, name, known, all)];
  if (isInputObjectType(type))
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, valueFor(f.type, f.name, name, known, all)]));
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return 1;
      case 'Float':
        return 0.5;
      case 'Boolean':
        return false;
      case 'JSON':
      case 'JSONObject':
        return jsonWith(name);
    }
    if (field === 'commandId') return `proto-${++n}`;
    if (!all && (field === 'gameId' || field === 'id') && known.gameId) return known.gameId;
    if (!all && field === 'seatToken') return known.seatToken;
    if (!all && field === 'organizerToken') return known.organizerToken;
    return name;
  }
  throw new Error(`no value for ${String(type)}`);
}

/** A selection of every argument-free field one level down (a union's members each), enough to run the resolvers. */
function selection(type: GraphQLOutputType): string {
  const t = getNamedType(type);
  if (isLeafType(t)) return '';
  if (isUnionType(t)) return `{ __typename ${t.getTypes().map((m) => `... on ${m.name} ${selection(m)}`).join(' ')} }`;
  if (!isObjectType(t)) return '{ __typename }';
  const fields = Object.values(t.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined));
  return `{ __typename ${fields.map((f) => `${f.name} ${isLeafType(getNamedType(f.type)) ? '' : '{ __typename }'}`).join(' ')} }`;
}

function operation(kind: 'query' | 'mutation', f: GraphQLField<unknown, unknown>): string {
  const vars = f.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = f.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind}${vars ? `(${vars})` : ''} { ${f.name}${args ? `(${args})` : ''} ${selection(f.type)} }`;
}

/** Whether the field takes a string anywhere in its arguments (a string, an ID, JSON, in a list or an input). */
function takesStrings(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const t = getNullableType(type);
  if (isListType(t)) return takesStrings(t.ofType, seen);
  if (isInputObjectType(t)) {
    if (seen.has(t.name)) return false;
    seen.add(t.name);
    return Object.values(t.getFields()).some((f) => takesStrings(f.type, seen));
  }
  return isScalarType(t) && ['String', 'ID', 'JSON', 'JSONObject'].includes(t.name);
}

let schema: GraphQLSchema;
let game: InProcessGame;
/** Two games: one in Japan's first Purchase, one in its Conduct Combat with a battle in Hunan to fight (the issue's case). */
const games: Known[] = [];
const storeSize = async () => (await game.services.store.readAll()).length;

/** Another game on `g`'s services (the same store and schema). */
function combatOn(g: InProcessGame, gameId: string): InProcessGame {
  return {
    ...g,
    gameId,
    async run(token, command) {
      const r = await g.services.commands.handle({ gameId, commandId: `setup-${++n}`, token, command: command as Command });
      if (!r.ok) throw new Error(`${(command as Command).type}: ${r.violation.code} ${r.violation.message}`);
      return r;
    },
  };
}

beforeAll(async () => {
  schema = await buildApiSchema();
  game = inProcessGame('proto-purchase');
  const first = await seatedGame(game);
  games.push({ gameId: game.gameId, seatToken: first.tokens.Japan, organizerToken: first.organizer });
  // The second game, on the same services (one store): Japan attacks Hunan from Kiangsi (CBT).
  const second = await seatedGame(combatOn(game, 'proto-combat'));
  const japan = second.tokens.Japan;
  const run = combatOn(game, 'proto-combat').run;
  for (let i = 0; i < 2; i++) await run(japan, { type: 'EndPhase' });
  const s = (await game.services.states.current('proto-combat'))!.state;
  const attackers = s.units.at('Kiangsi').filter((u) => u.owner === 'Japan' && u.type === 'infantry').slice(0, 2).map((u) => u.id);
  await run(japan, { type: 'MoveUnits', units: attackers, route: ['Hunan'] });
  await run(japan, { type: 'EndPhase' });
  expect((await game.services.states.current('proto-combat'))!.state).toMatchObject({ phase: 'conductCombat', battles: ['Hunan'] });
  games.push({ gameId: 'proto-combat', seatToken: japan, organizerToken: second.organizer });
});

const fields = (kind: 'query' | 'mutation') => {
  const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(root.getFields()).filter((f) => f.args.some((a) => takesStrings(a.type)));
};

/** The outcome of one request: never an internal error; a refusal or an error appends nothing. */
async function expectHandled(kind: 'query' | 'mutation', f: GraphQLField<unknown, unknown>, name: string, all: boolean, known: Known) {
  const variables = Object.fromEntries(f.args.map((a) => [a.name, valueFor(a.type, a.name, name, known, all)]));
  const before = await storeSize();
  const r = await game.gql(operation(kind, f), variables);
  const label = `${kind} ${f.name} in ${known.gameId} with ${JSON.stringify(name)}${all ? ' (ids and tokens too)' : ''}`;
  const codes = (r.errors ?? []).map((e) => e.extensions?.code ?? e.originalError?.constructor.name ?? 'none');
  // An error that reached the client without a code of its own is what Apollo answers INTERNAL_SERVER_ERROR.
  for (const e of r.errors ?? [])
    expect({ label, message: e.message, code: e.extensions?.code ?? null }).toEqual({ label, message: e.message, code: expect.any(String) });
  expect({ label, codes }).toEqual({ label, codes: codes.filter((c) => c !== 'INTERNAL_SERVER_ERROR') });
  const result = r.data?.[f.name] as { __typename?: string } | null | undefined;
  const accepted = kind === 'mutation' && result && !/Violation|Problem|Error/.test(result.__typename ?? '') && !r.errors?.length;
  if (kind === 'query' || !accepted) expect({ label, appended: (await storeSize()) - before }).toEqual({ label, appended: 0 });
  return { result, errors: r.errors ?? [] };
}

test('the schema has string-taking queries and mutations to try (the enumeration finds them)', () => {
  expect(fields('query').map((f) => f.name)).toEqual(expect.arrayContaining(['game', 'board', 'checkMove', 'ruleset', 'battleOdds']));
  expect(fields('mutation').map((f) => f.name)).toEqual(expect.arrayContaining(['fightBattle', 'moveUnits', 'placeUnits', 'createGameFromPosition']));
});

describe.each(['query', 'mutation'] as const)('every %s taking a string', (kind) => {
  test.each(NAMES.map((name) => [name]))('%s as every string: answered, never INTERNAL_SERVER_ERROR', async (name) => {
    for (const known of games)
      for (const f of fields(kind)) {
        await expectHandled(kind, f, name, false, known);
        await expectHandled(kind, f, name, true, known);
      }
  });
});
