// Writes schema/schema.graphql from the resolvers, or with --check fails when
// the committed file is stale (CI runs the check).
import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { buildApiSchema } from '../api/schema';

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const file = args.find((a) => !a.startsWith('--')) ?? 'schema/schema.graphql';
  const text = printSchema(await buildApiSchema()) + '\n';
  if (!check) {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    /* missing counts as stale */
  }
  if (current !== text) {
    console.error(`${file} is stale: run "npm run schema" and commit it.`);
    process.exit(1);
  }
  console.log(`${file} is up to date.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
