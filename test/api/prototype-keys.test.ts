// Issue 29 "small holes": every string a client sends through the API, as a
// name ("constructor", "__proto__", "toString", ...), a unit id, a nested
// input's field or a JSON key, is answered with a typed refusal or a
// validation error, never INTERNAL_SERVER_ERROR, and a refusal appends
// nothing. The arguments are enumerated from the schema, so a new query or
// mutation is covered without touching this file. In process (no HTTP): the
// API schema over a memory store (test/support/in-process.ts).
import {
  graphql,
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
import { randomUUID } from 'node:crypto';
import { buildApiSchema } from '../../src/api/schema';
import type { Services } from '../../src/app/services';
import type { Command } from '../../src/rules';
import { inProcessGame, seatedGame, type InProcessGame } from '../support/in-process';

const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'] as const;

/** Strings the test fills in right (so the request reaches the rules), unless the variant makes them names too. */
type Known = { gameId: string; seatToken: string; organizerToken: string };
let n = 0;

/** A JSON object whose own keys (and values) are `name`: JSON.parse makes "__proto__" an own key, as a server's body parser does. */
const jsonWith = (name: string) => JSON.parse(`{${JSON.stringify(name)}: ${JSON.stringify(name)}, "op": ${JSON.stringify(name)}}`);

/** How a request is filled: tokens as `name` too, and whether an input's optional fields are given. */
interface Mode {
  tokens: boolean;
  optional: boolean;
}

/**
 * A value for an argument or input field. `name` goes in every free string (and JSON key); the game id is the
 * game's (else the request stops at its UUID check) and the tokens real unless `mode.tokens`.
 */
function valueFor(type: GraphQLInputType, field: string, name: string, known: Known, mode: Mode): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, field, name, known, mode);
  if (isListType(type)) return [valueFor(type.ofType, field, name, known, mode)];
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => mode.optional || (isNonNullType(f.type) && f.defaultValue === undefined))
        .map((f) => [f.name, valueFor(f.type, f.name, name, known, mode)]),
    );
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
    if (field === 'gameId' || field === 'id') return known.gameId;
    if (!mode.tokens && field === 'seatToken') return known.seatToken;
    if (!mode.tokens && field === 'organizerToken') return known.organizerToken;
    return name;
  }
  throw new Error(`no value for ${String(type)}`);
}

/** A selection of every argument-free leaf field (a union's members' each): enough to run the root resolver and map its result. */
function selection(type: GraphQLOutputType): string {
  const t = getNamedType(type);
  if (isLeafType(t)) return '';
  if (isUnionType(t))
    return `{ __typename ${t
      .getTypes()
      .map((m) => `... on ${m.name} ${selection(m)}`)
      .join(' ')} }`;
  if (!isObjectType(t)) return '{ __typename }';
  const leaves = Object.values(t.getFields()).filter((f) => !f.args.some((a) => isNonNullType(a.type)) && isLeafType(getNamedType(f.type)));
  return `{ __typename ${leaves.map((f) => f.name).join(' ')} }`;
}

function operation(kind: 'query' | 'mutation', f: GraphQLField<unknown, unknown>, given: string[]): string {
  const sent = f.args.filter((a) => given.includes(a.name));
  const vars = sent.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = sent.map((a) => `${a.name}: $${a.name}`).join(', ');
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
let services: Services;
const storeSize = async () => (await services.store.readAll()).length;

/** A game on `services` (one store for all): its id, and a `run` that fails the test when a command is refused. */
function gameOn(gameId: string): InProcessGame {
  const g = inProcessGame(gameId);
  return {
    ...g,
    services,
    async run(token, command) {
      const r = await services.commands.handle({ gameId, commandId: `setup-${++n}`, token, command: command as Command });
      if (!r.ok) throw new Error(`${(command as Command).type}: ${r.violation.code} ${r.violation.message}`);
      return r;
    },
  };
}

/** Japan's first Purchase, with every seat taken. */
async function purchaseGame(): Promise<Known> {
  const g = gameOn(randomUUID());
  const { organizer, tokens } = await seatedGame(g);
  return { gameId: g.gameId, seatToken: tokens.Japan, organizerToken: organizer };
}

/** Japan's first Conduct Combat with a battle in Hunan to fight (the issue's case): two infantry attack from Kiangsi (CBT). */
async function combatGame(): Promise<Known> {
  const g = gameOn(randomUUID());
  const { organizer, tokens } = await seatedGame(g);
  const state = async () => (await services.states.current(g.gameId))!.state;
  while ((await state()).phase !== 'combatMove') await g.run(tokens.Japan, { type: 'EndPhase' });
  const attackers = (await state()).units
    .at('Kiangsi')
    .filter((u) => u.owner === 'Japan' && u.type === 'infantry')
    .slice(0, 2)
    .map((u) => u.id);
  await g.run(tokens.Japan, { type: 'MoveUnits', units: attackers, route: ['Hunan'] });
  await g.run(tokens.Japan, { type: 'EndPhase' });
  expect(await state()).toMatchObject({ phase: 'conductCombat', battles: ['Hunan'] });
  return { gameId: g.gameId, seatToken: tokens.Japan, organizerToken: organizer };
}

/** The games queries read (they change nothing, so all names share them). */
let readGames: Known[];

beforeAll(async () => {
  schema = await buildApiSchema();
  services = inProcessGame('unused').services;
  readGames = [await purchaseGame(), await combatGame()];
});

/** The root fields taking a string; those that may end the game (an organizer's ruling) last, so the others meet a live game. */
const fields = (kind: 'query' | 'mutation') => {
  const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  const last = (f: GraphQLField<unknown, unknown>) => (/^(adjudicate|void)/.test(f.name) ? 1 : 0);
  return Object.values(root.getFields())
    .filter((f) => f.args.some((a) => takesStrings(a.type)))
    .sort((a, b) => last(a) - last(b));
};

/** Each way to fill a field's arguments: the required ones alone, with each optional one, with all (and the tokens as names). */
function argumentSets(f: GraphQLField<unknown, unknown>): { args: string[]; mode: Mode }[] {
  const required = f.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined).map((a) => a.name);
  const optional = f.args.map((a) => a.name).filter((a) => !required.includes(a));
  return [
    { args: required, mode: { tokens: false, optional: false } },
    ...optional.map((a) => ({ args: [...required, a], mode: { tokens: false, optional: false } })),
    { args: [...required, ...optional], mode: { tokens: false, optional: true } },
    { args: [...required, ...optional], mode: { tokens: true, optional: true } },
  ];
}

/** The variables of one request: the set's arguments, filled as `valueFor` does. */
const variablesFor = (f: GraphQLField<unknown, unknown>, name: string, known: Known, set: { args: string[]; mode: Mode }) =>
  Object.fromEntries(f.args.filter((a) => set.args.includes(a.name)).map((a) => [a.name, valueFor(a.type, a.name, name, known, set.mode)]));

/** Whether a result is a refusal or a problem report (a typed answer that changed nothing). */
const refusal = (typename: string | undefined) => /Violation|Problem|Error|Rejected/.test(typename ?? '');

/** One request: never an internal error; a refusal or an error appends nothing. Returns the result's typename, or the error codes. */
async function expectHandled(
  kind: 'query' | 'mutation',
  f: GraphQLField<unknown, unknown>,
  name: string,
  known: Known,
  set: { args: string[]; mode: Mode },
) {
  const variables = variablesFor(f, name, known, set);
  const before = await storeSize();
  const r = await graphql({ schema, source: operation(kind, f, set.args), variableValues: variables, contextValue: { services } });
  const label = `${kind} ${f.name}(${JSON.stringify(variables)})`;
  // An error without a code of its own is what Apollo answers INTERNAL_SERVER_ERROR (and logs with its stack).
  for (const e of r.errors ?? []) {
    expect({ label, message: e.message, code: e.extensions?.code ?? null }).toEqual({
      label,
      message: e.message,
      code: expect.any(String),
    });
    expect({ label, code: e.extensions?.code }).not.toEqual({ label, code: 'INTERNAL_SERVER_ERROR' });
  }
  const result = (r.data?.[f.name] ?? null) as { __typename?: string; code?: string } | null;
  if (kind === 'query' || r.errors?.length || refusal(result?.__typename))
    expect({ label, appended: (await storeSize()) - before }).toEqual({ label, appended: 0 });
  return r.errors?.length
    ? r.errors.map((e) => String(e.extensions?.code)).join()
    : `${result?.__typename}${result?.code ? ` ${result.code}` : ''}`;
}

test('the schema has string-taking queries and mutations to try (the enumeration finds them)', () => {
  expect(fields('query').map((f) => f.name)).toEqual(expect.arrayContaining(['game', 'board', 'checkMove', 'ruleset', 'battleOdds']));
  expect(fields('mutation').map((f) => f.name)).toEqual(
    expect.arrayContaining(['fightBattle', 'moveUnits', 'placeUnits', 'createGameFromPosition', 'editPosition']),
  );
});

describe.each(NAMES.map((name) => [name]))('%s as every string a request carries', (name) => {
  test.each(['query', 'mutation'] as const)('every %s: a typed answer or a validation error, never INTERNAL_SERVER_ERROR', async (kind) => {
    const answers: string[] = [];
    // A mutation may change its game (one accepted moves the phase on), so each name gets new ones.
    for (const known of kind === 'query' ? readGames : [await purchaseGame(), await combatGame()])
      for (const f of fields(kind)) {
        // Sets that fill the same variables (no optional argument, no token to differ) are sent once.
        const sent = new Set<string>();
        for (const set of argumentSets(f)) {
          const key = JSON.stringify(variablesFor(f, name, known, set), (k, v: unknown) => (k === 'commandId' ? undefined : v));
          if (sent.has(key)) continue;
          sent.add(key);
          answers.push(await expectHandled(kind, f, name, known, set));
        }
      }
    // The requests reach the resolvers and the rules, not only the validation: most answer with data.
    const reached = answers.filter((a) => !/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/.test(a));
    expect(reached.length).toBeGreaterThan(answers.length / 2);
  });

  test(`fightBattle in a place named ${name}, with a battle to fight: NO_BATTLE_THERE, as for any place that is not a battle (issue 29)`, async () => {
    const known = await combatGame();
    const f = schema.getMutationType()!.getFields().fightBattle;
    const set = { args: ['input'], mode: { tokens: false, optional: true } };
    expect(await expectHandled('mutation', f, name, known, set)).toBe('RuleViolation NO_BATTLE_THERE');
  });
});
