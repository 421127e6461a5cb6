// The committed schema/schema.graphql is what the resolvers build: CI fails
// when it is stale. Regenerate it with `npm run schema`
// (npx ts-node --transpile-only src/cli/print-schema.ts schema/schema.graphql).
import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, printSchema } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';

const FILE = resolve(__dirname, '../../schema/schema.graphql');

test('schema/schema.graphql is committed and equals printSchema(buildApiSchema())', async () => {
  expect(existsSync(FILE)).toBe(true);
  const committed = readFileSync(FILE, 'utf8');
  const built = printSchema(await buildApiSchema());
  // print-schema.ts writes the printed schema and a final newline.
  if (committed !== built + '\n') {
    throw new Error('schema/schema.graphql is stale: run `npm run schema` and commit it.\n' + firstDifference(committed, built + '\n'));
  }
});

test('the committed schema parses and has the operations clients rely on', () => {
  const schema = buildSchema(readFileSync(FILE, 'utf8'));
  const mutations = Object.keys(schema.getMutationType()!.getFields());
  expect(mutations).toEqual(
    expect.arrayContaining([
      'createGame',
      'takeSeat',
      'purchaseUnits',
      'placeUnits',
      'endPhase',
      'repairFacilities',
      'declareWar',
      'disruptConvoy',
    ]),
  );
  expect(Object.keys(schema.getSubscriptionType()!.getFields())).toEqual(expect.arrayContaining(['gameEvents', 'boardChanged']));
  expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(expect.arrayContaining(['game', 'games', 'board', 'events', 'ruleset']));
  const result = schema.getType('CommandResult') as import('graphql').GraphQLUnionType;
  expect(
    result
      .getTypes()
      .map((x) => x.name)
      .sort(),
  ).toEqual(['CommandAccepted', 'RuleViolation']);
});

function firstDifference(a: string, b: string): string {
  const la = a.split('\n');
  const lb = b.split('\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i++) {
    if (la[i] !== lb[i])
      return `first difference at line ${i + 1}:\n  committed: ${la[i] ?? '<end of file>'}\n  built:     ${lb[i] ?? '<end of file>'}`;
  }
  return '';
}
