// Writes schema/schema.graphql from the resolvers, or with --check fails when
// the committed file is stale (CI runs the check).
import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { buildApiSchema } from '../api/schema';
import { eventsDoc } from '../api/events/doc';

/** docs/events.md, written with the schema from the same declarations (src/api/events/spec.ts). */
const EVENTS_DOC = 'docs/events.md';

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const file = args.find((a) => !a.startsWith('--')) ?? 'schema/schema.graphql';
  const text = printSchema(await buildApiSchema()) + '\n';
  if (!check) {
    writeFileSync(file, text);
    writeFileSync(EVENTS_DOC, eventsDoc());
    console.log(`wrote ${file} and ${EVENTS_DOC}`);
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
