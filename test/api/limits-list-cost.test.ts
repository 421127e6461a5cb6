// List cost (issue 29 "List cost ignores page size"): a page costs its size
// (`first`, `last`, or the default 50) times what each item selects, so the
// attack run's four aliases of games(first: 500) with every expensive per-game
// field are refused before anything runs, while every query the viewer and the
// examples send still fits under the default GRAPHQL_MAX_COST.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getNamedType, isObjectType, parse, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { DEFAULT_LIMITS } from '../../src/app/config';
import { COST, DEFAULT_PAGE, VALUE_ARGUMENTS } from '../../src/api/cost';
import { checkCost, costKey, operationCost } from '../../src/api/limits';
import { buildApiSchema } from '../../src/api/schema';
import { newGame, startTestServer } from './helpers';
import { seededRandom } from '../support/random';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildApiSchema();
});

const cost = (query: string, variables: Record<string, unknown> = {}) => operationCost(schema, parse(query), null, variables);

/** The attack of issue 29: four aliases of the heaviest page of games, each game with its expensive fields. */
export const LIST_ATTACK = `{ ${[1, 2, 3, 4]
  .map(
    (i) =>
      `g${i}: games(first: 500) { nodes { board { round } position chain { valid } timeline { eventNumber } events(first: 500) { edges { node { number } } } } }`,
  )
  .join(' ')} }`;

describe('a page costs its size times what each item selects', () => {
  test('games: the weight, then per game an item and its selection', () => {
    const perGame = COST.item + COST.boardNow;
    expect(cost(`{ games(first: 10) { nodes { id board { round } } } }`)).toBe(1 + COST.games + 10 * perGame);
    expect(cost(`{ games(first: 100) { nodes { id board { round } } } }`)).toBe(1 + COST.games + 100 * perGame);
    // Plain fields cost nothing of their own; page info and the count are not per item.
    expect(cost(`{ games(first: 100) { totalCount pageInfo { hasNextPage endCursor } nodes { id name status } } }`)).toBe(
      1 + COST.games + 100 * COST.item,
    );
  });

  test('the page size may come from a variable; the cost cache keeps apart what different sizes cost', () => {
    const doc = parse(`query($n: Int!) { games(first: $n) { nodes { chain { valid } } } }`);
    const at = (n: number) => checkCost(schema, doc, null, { n }, { ...DEFAULT_LIMITS, maxCost: 1e9 });
    expect(at(5)).toBe(1 + COST.games + 5 * (COST.item + COST.chain));
    expect(at(50)).toBe(1 + COST.games + 50 * (COST.item + COST.chain));
    expect(at(5)).toBe(1 + COST.games + 5 * (COST.item + COST.chain));
  });

  test("the cost cache keys numbers by value only where a weight reads them: first and last, not a replay's atEvent", () => {
    const board = parse(`query($g: String!, $at: Int) { board(gameId: $g, atEvent: $at) { round } }`);
    const key = (doc: typeof board, variables: Record<string, unknown>) => costKey(doc, null, variables);
    // Any event of a replay costs what a replay costs: one key (the cost is worked out once, not per event).
    expect(key(board, { g: 'a', at: 1 })).toBe(key(board, { g: 'b', at: 19_999 }));
    // Given or not still counts.
    expect(key(board, { g: 'a', at: null })).not.toBe(key(board, { g: 'a', at: 1 }));
    expect(key(board, { g: 'a' })).not.toBe(key(board, { g: 'a', at: 1 }));
    // A page's size counts by value, wherever its variable also goes, under any name.
    const page = parse(
      `query($n: Int!, $__proto__: Int) { games(first: $n) { nodes { board(atEvent: $n) { round } } } events(gameId: "x", last: $__proto__) { totalCount } }`,
    );
    expect(key(page, { n: 5 })).not.toBe(key(page, { n: 50 }));
    expect(key(page, JSON.parse('{"n": 5, "__proto__": 5}'))).not.toBe(key(page, JSON.parse('{"n": 5, "__proto__": 500}')));
    // Strings by presence, booleans by value.
    const flags = parse(`query($s: String, $b: Boolean!) { rulesets { id @include(if: $b) } board(gameId: $s) { round } }`);
    expect(key(flags, { s: 'x', b: true })).toBe(key(flags, { s: 'y', b: true }));
    expect(key(flags, { s: 'x', b: true })).not.toBe(key(flags, { s: 'x', b: false }));
  });

  test('the key is written as it goes, the same text as JSON of a copy of the shapes (the key before issue 29 cut the copy)', () => {
    // The former key: every variable's shape as an object, then JSON.stringify of [name, shapes].
    const shapeOf = (value: unknown, byValue: boolean): unknown => {
      if (typeof value === 'string') return 's';
      if (typeof value === 'number') return byValue ? value : 'n';
      if (Array.isArray(value)) return value.map((v) => shapeOf(v, byValue));
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v, byValue)]));
      return value;
    };
    const doc = parse(
      `query($n: Int, $m: Int, $x: PositionInput) { games(first: $n) { totalCount } events(gameId: "g", last: $m) { totalCount } }`,
    );
    const before = (name: string | null, variables: Record<string, unknown>) =>
      JSON.stringify([name, Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, shapeOf(v, k === 'n' || k === 'm')]))]);
    const random = seededRandom(29);
    const value = (depth: number): unknown => {
      const r = random();
      if (depth > 3 || r < 0.3) return [1.5, -0, 'text', true, false, null, 7, '', 1e21][Math.floor(random() * 9)];
      if (r < 0.6) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      const keys = ['a', 'b', '1', '0', '__proto__', 'constructor', 'é', 'n', '"q"'];
      return JSON.parse(
        `{${keys
          .filter(() => random() < 0.4)
          .map((k) => `${JSON.stringify(k)}: ${JSON.stringify(value(depth + 1))}`)
          .join(',')}}`,
      );
    };
    for (let i = 0; i < 500; i++) {
      const variables = JSON.parse(
        JSON.stringify({ n: value(0), m: random() < 0.5 ? 3 : value(0), x: value(0), ...(random() < 0.3 ? { '2': value(1) } : {}) }),
      );
      const name = random() < 0.5 ? null : 'Q';
      expect(costKey(doc, name, variables)).toBe(before(name, variables));
    }
  });

  test('no weight reads the value of a number argument other than first and last (what the cost cache relies on)', () => {
    let checked = 0;
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const weight = field.extensions?.complexity;
        if (typeof weight !== 'function') continue;
        const numbers = field.args.filter((a) => /^(Int|Float)$/.test(getNamedType(a.type).name) && !VALUE_ARGUMENTS.has(a.name));
        for (const arg of numbers) {
          const at = (value: number) =>
            (weight as (a: { args: Record<string, unknown>; childComplexity: number }) => number)({
              args: { [arg.name]: value },
              childComplexity: 3,
            });
          expect([`${type.name}.${field.name}(${arg.name})`, at(1)]).toEqual([`${type.name}.${field.name}(${arg.name})`, at(400)]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(2); // board(atEvent) twice, position(atEvent)...
  });

  test('without first the default page size counts; last counts as first does; past the largest page counts as the largest', () => {
    expect(cost(`{ games { nodes { board { round } } } }`)).toBe(cost(`{ games(first: ${DEFAULT_PAGE}) { nodes { board { round } } } }`));
    const g = '"00000000-0000-4000-8000-000000000000"';
    expect(cost(`{ events(gameId: ${g}) { edges { node { number } } } }`)).toBe(1 + COST.events + DEFAULT_PAGE * COST.item);
    expect(cost(`{ events(gameId: ${g}, last: 7) { edges { node { number } } } }`)).toBe(1 + COST.events + 7 * COST.item);
    // first: 501 is refused by the resolver as BAD_USER_INPUT naming `first`; its cost is that of 500.
    expect(cost(`{ events(gameId: ${g}, first: 501) { edges { node { number } } } }`)).toBe(1 + COST.events + 500 * COST.item);
  });

  test('pages nest: events of each game of a page multiply', () => {
    expect(cost(`{ games(first: 20) { nodes { events(first: 30) { edges { node { number } } } } } }`)).toBe(
      1 + COST.games + 20 * (COST.item + COST.events + 30 * COST.item),
    );
  });

  test("the board's lists, position and replays cost what they do", () => {
    const g = '"00000000-0000-4000-8000-000000000000"';
    expect(cost(`{ board(gameId: ${g}) { round } }`)).toBe(1 + COST.boardNow);
    expect(cost(`{ board(gameId: ${g}, atEvent: 3) { round } }`)).toBe(1 + COST.boardNow + COST.boardReplay);
    expect(cost(`{ board(gameId: ${g}) { territories { name units { type count } } units { id } } }`)).toBe(
      1 + COST.boardNow + COST.boardTerritories + COST.boardUnits,
    );
    expect(cost(`{ position(gameId: ${g}) }`)).toBe(1 + COST.position);
    expect(cost(`{ position(gameId: ${g}, atEvent: 2) }`)).toBe(1 + COST.position + COST.boardReplay);
  });

  test('an operation costs 1 plus its fields (the per-client cost budget counts every one)', () => {
    expect(cost(`{ rulesets { id } }`)).toBe(1);
  });
});

describe('the attack is refused, what clients send is not', () => {
  test("the attack run's four aliases of games(first: 500) with board, position, chain, timeline, events(first: 500): refused before anything runs, its cost named", async () => {
    const expected =
      1 + 4 * (COST.games + 500 * (COST.item + COST.boardNow + COST.position + COST.chain + COST.timeline + COST.events + 500 * COST.item));
    expect(cost(LIST_ATTACK)).toBe(expected);
    const t = await startTestServer();
    try {
      await newGame(t.data);
      const r = await t.gql(LIST_ATTACK);
      expect(r.status).toBe(400);
      expect(r.data ?? null).toBeNull();
      expect(r.errors).toHaveLength(1);
      expect(r.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', cost: expected, maxCost: DEFAULT_LIMITS.maxCost });
      expect(r.errors![0].message).toContain(`costs ${expected}, more than the limit of ${DEFAULT_LIMITS.maxCost}`);
      // One alias of a small page of the same fields is answered.
      const small = await t.gql(
        `{ games(first: 4) { nodes { board { round } position chain { valid } timeline { eventNumber } events(first: 20) { edges { node { number } } } } } }`,
      );
      expect(small.errors).toBeUndefined();
      expect(small.data.games.nodes[0].chain.valid).toBe(true);
    } finally {
      await t.stop();
    }
  });

  /** Values for an operation's variables as the viewer sends them: the largest pages it asks (events 500, games 25), a replay board. */
  const VIEWER_VALUES: Record<string, unknown> = { first: 500, after: null, atEvent: 3, options: ['x'] };
  const valuesFor = (op: OperationDefinitionNode, first: number) =>
    Object.fromEntries(
      (op.variableDefinitions ?? []).map((v) => {
        const name = v.variable.name.value;
        if (name === 'first') return [name, first];
        if (v.type.kind !== 'NonNullType') return [name, VIEWER_VALUES[name] ?? null];
        return [name, /"Int"/.test(JSON.stringify(v.type)) ? 1 : 'x'];
      }),
    );

  const root = join(__dirname, '../..');
  const viewerFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? viewerFiles(join(dir, e.name)) : e.name.endsWith('.graphql') ? [join(dir, e.name)] : [],
    );

  test('every query the viewer sends fits under the default limit, at the largest page it asks', () => {
    const files = viewerFiles(join(root, 'viewer/src'));
    const seen: Record<string, number> = {};
    for (const file of files)
      for (const def of parse(readFileSync(file, 'utf8')).definitions) {
        if (def.kind !== 'OperationDefinition' || !def.name) continue;
        // The game list asks 25 a page (viewer/src/games/GameList.tsx); events up to 500.
        const first = def.name.value === 'ViewerGames' ? 25 : 500;
        const doc = parse(readFileSync(file, 'utf8'));
        seen[def.name.value] = operationCost(schema, doc, def.name.value, valuesFor(def, first));
      }
    expect(Object.keys(seen)).toEqual(
      expect.arrayContaining(['ViewerGames', 'ViewerEvents', 'ViewerBoard', 'ViewerGame', 'ViewerRuleset']),
    );
    for (const [name, c] of Object.entries(seen)) expect([name, c <= DEFAULT_LIMITS.maxCost]).toEqual([name, true]);
    // Even the game list at the largest page fits.
    const games = readFileSync(join(root, 'viewer/src/games/games.graphql'), 'utf8');
    expect(operationCost(schema, parse(games), 'ViewerGames', { first: 500 })).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
  });

  test("the examples' queries and the tests' largest pages fit under the default limit", () => {
    const examples = parse(readFileSync(join(root, 'examples/operations.graphql'), 'utf8'));
    for (const def of examples.definitions)
      if (def.kind === 'OperationDefinition' && def.operation === 'query')
        expect(operationCost(schema, examples, def.name!.value, valuesFor(def, 500))).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
    for (const q of [
      `query($id: String!) { game(id: $id) { eventCount commandEnds events(first: 500) { edges { node { number metadata { commandId } } } } } }`,
      `query($id: String!) { game(id: $id) { eventCount events(first: 500) { edges { node { number type data metadata { commandId actor hash } } } } } }`,
      `query { games(first: 100) { edges { node { id status winner result rulingReason } } } }`,
      `{ games(first: 500) { totalCount } }`,
    ])
      expect(cost(q, { id: 'x' })).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
  });
});
