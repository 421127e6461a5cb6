// Writes docs/position.schema.json and docs/position-edits.schema.json from
// src/rules/positions/schema.ts (test/position/docs.test.ts keeps them equal):
//   npx ts-node --transpile-only tools/write-position-schemas.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editsSchema, positionSchema } from '../src/rules';

const docs = join(__dirname, '..', 'docs');
for (const [file, schema] of [
  ['position.schema.json', positionSchema],
  ['position-edits.schema.json', editsSchema],
] as const) {
  writeFileSync(join(docs, file), JSON.stringify(schema, null, 2) + '\n');
  console.log(`wrote docs/${file}`);
}
