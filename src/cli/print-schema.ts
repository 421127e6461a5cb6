// Writes schema/schema.graphql (and docs/events.md) from the resolvers, or with
// --check says whether the committed files are stale.
//   npm run schema
import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { printSchema } from 'graphql';
import { buildApiSchema } from '../api/schema';
import { eventsDoc } from '../api/events/doc';
import { CliError, EXIT, cliProgram, oneLine, runAsScript } from './cli';

/** docs/events.md, written with the schema from the same declarations (src/api/events/spec.ts). */
const EVENTS_DOC = 'docs/events.md';

function write(file: string, text: string) {
  try {
    writeFileSync(file, text);
  } catch (err) {
    throw new CliError(`cannot write ${file}: ${oneLine(err)}`);
  }
}

export function program(): Command {
  return cliProgram('print-schema', `Writes the GraphQL schema (SDL) from the server's resolvers, and ${EVENTS_DOC}.`, {
    OK: 'written (prints "wrote F and docs/events.md"), or with --check: up to date',
    FAILED: 'a file that cannot be written',
    INVALID: 'with --check: the file is stale or missing (run npm run schema and commit it)',
  })
    .argument('[file]', 'the schema file', 'schema/schema.graphql')
    .option('--check', 'write nothing: exit 2 when the file differs from the schema the resolvers give')
    .action(async (file: string, opts: { check?: boolean }) => {
      const text = printSchema(await buildApiSchema()) + '\n';
      if (!opts.check) {
        write(file, text);
        write(EVENTS_DOC, eventsDoc());
        console.log(`wrote ${file} and ${EVENTS_DOC}`);
        process.exitCode = EXIT.OK;
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
        process.exitCode = EXIT.INVALID;
        return;
      }
      console.log(`${file} is up to date.`);
      process.exitCode = EXIT.OK;
    });
}

runAsScript(module, program);
