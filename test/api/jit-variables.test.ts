// The jit executor tells at once that variables fit when each is a built-in scalar holding a value of its own kind
// (src/api/jit-executor.ts variablesFitAtOnce), instead of asking graphql-js's getVariableValues on every query. It may
// only say "fit" where getVariableValues refuses nothing; everywhere else getVariableValues still decides.
import 'reflect-metadata';
import { getVariableValues, parse, type OperationDefinitionNode } from 'graphql';
import { variablesFitAtOnce } from '../../src/api/jit-executor';
import { buildApiSchema } from '../../src/api/schema';
import { seededRandom } from '../support/random';

const operation = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;

test('says "fit" only where getVariableValues refuses nothing, over many operations and values', async () => {
  const schema = await buildApiSchema();
  const fit = variablesFitAtOnce(schema);
  const types = ['String', 'String!', 'Int', 'Int!', 'Float', 'Float!', 'Boolean', 'Boolean!', 'ID', 'ID!', '[Int]', 'Power', 'JSON'];
  const pool: unknown[] = [
    'x',
    '',
    '7',
    0,
    1,
    -1,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    1.5,
    NaN,
    Infinity,
    true,
    false,
    null,
    undefined,
    [],
    [1],
    {},
    { a: 1 },
    'JAPAN',
  ];
  const random = seededRandom(29);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  let said = 0;
  for (let i = 0; i < 3000; i++) {
    const n = 1 + Math.floor(random() * 3);
    const defs = Array.from({ length: n }, (_, k) => `$v${k}: ${pick(types)}`);
    const op = operation(`query(${defs.join(', ')}) { __typename }`);
    const variables: Record<string, unknown> = {};
    for (let k = 0; k < n; k++) {
      const value = pick(pool);
      if (value !== undefined || random() < 0.5) variables[`v${k}`] = value;
    }
    if (!fit(op, variables)) continue;
    said++;
    expect([defs, variables, getVariableValues(schema, op.variableDefinitions ?? [], variables).errors]).toEqual([
      defs,
      variables,
      undefined,
    ]);
  }
  expect(said).toBeGreaterThan(100);
});

test("the viewer's board query: its variables fit when they are a game id and an event, and not otherwise", async () => {
  const schema = await buildApiSchema();
  const fit = variablesFitAtOnce(schema);
  const op = operation('query ViewerBoard($gameId: String!, $atEvent: Int) { board(gameId: $gameId, atEvent: $atEvent) { round } }');
  expect(fit(op, { gameId: 'g', atEvent: 12 })).toBe(true);
  expect(fit(op, { gameId: 'g' })).toBe(true);
  expect(fit(op, { gameId: 'g', atEvent: null })).toBe(true);
  // Not known at once: getVariableValues decides (and refuses these).
  expect(fit(op, { atEvent: 12 })).toBe(false);
  expect(fit(op, { gameId: 'g', atEvent: 'two' })).toBe(false);
  expect(fit(op, { gameId: 'g', atEvent: 1.5 })).toBe(false);
  expect(fit(op, { gameId: 7 })).toBe(false);
  // A variable of another kind (a list, an input object, an enum): never at once.
  expect(fit(operation('query($n: [Int]) { __typename }'), { n: [1] })).toBe(false);
});
