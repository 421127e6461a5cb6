// The README's GraphQL operations must stay valid against the real schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, validate } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';

const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
const blocks = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1]);

test('the README has its walkthrough operations', () => {
  expect(blocks.length).toBeGreaterThanOrEqual(5);
});

test.each(blocks.map((b, i) => [i + 1, b]))('README GraphQL block %i validates against the schema', async (_i, block) => {
  const errors = validate(await buildApiSchema(), parse(block as string));
  expect(errors.map((e) => e.message)).toEqual([]);
});
