// docs/positions.md, its JSON Schemas and examples stay true to the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, validate } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import { editsSchema, POSITION_PROBLEM_CODES, positionSchema, validatePosition } from '../../src/rules/positions/index';
import { canon, example } from './helpers';

const docs = (file: string) => readFileSync(join(__dirname, '../../docs', file), 'utf8');
const guide = docs('positions.md');
const blocks = (lang: string) => [...guide.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);

test('docs/position.schema.json and docs/position-edits.schema.json are the schemas the engine checks with', () => {
  expect(JSON.parse(docs('position.schema.json'))).toEqual(JSON.parse(JSON.stringify(positionSchema)));
  expect(JSON.parse(docs('position-edits.schema.json'))).toEqual(JSON.parse(JSON.stringify(editsSchema)));
});

test("the guide's example document is docs/examples/convoy-cnv5.json, and valid", () => {
  const doc = JSON.parse(blocks('json')[0]);
  expect(canon(doc)).toBe(canon(example('convoy-cnv5')));
  expect(validatePosition(doc)).toEqual([]);
});

test('every problem code is explained in the guide', () => {
  for (const code of POSITION_PROBLEM_CODES) expect(guide).toContain(`| \`${code}\` |`);
});

test.each(blocks('graphql').map((b, i) => [i + 1, b]))('GraphQL block %i of the guide validates against the schema', async (_i, block) => {
  expect(validate(await buildApiSchema(), parse(block as string)).map((e) => e.message)).toEqual([]);
});
