// Each command of the rules has its mutation (src/api/resolvers/command-mutations.ts,
// which the compiler makes name every CommandType), and each mutation sends a
// command named there. The committed schema is the resolvers' (test/api/schema.test.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema } from 'graphql';
import { COMMAND_MUTATIONS } from '../../src/api/resolvers/command-mutations';

const schema = buildSchema(readFileSync(resolve(__dirname, '../../schema/schema.graphql'), 'utf8'));
const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {}).sort();

test('every mutation a command names is a mutation of the schema, and every mutation is named by a command', () => {
  const named = [...new Set(Object.values(COMMAND_MUTATIONS).flat())].sort();
  expect(named).toEqual(mutations);
});
