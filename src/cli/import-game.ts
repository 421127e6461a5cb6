// Loads an exported game into the configured store, as it was, so that it can be
// played on (docs/exports.md "Importing a game"):
//   npm run import-game -- game.json
import type { Command } from 'commander';
import { readExportFile, ExportError, rulesetNote } from '../audit/export';
import { importGame, verifyBeforeImport } from '../audit/import';
import { WrongExpectedRevisionError } from '../store/port';
import { CliError, EXIT, cliProgram, oneLine, runAsScript } from './cli';
import { withStore } from './game-log';

export function program(): Command {
  return cliProgram(
    'import-game',
    'Checks an exported game (export-game, any format version, .json or .json.gz) and appends its events, unchanged, to the configured store (EVENT_STORE / SQLITE_PATH), so a server on that store serves it and its seat tokens still work.',
    {
      OK: 'imported: prints "imported N events of game G into <store>"',
      FAILED:
        'a missing, malformed or newer-version file, a file whose check fails, a game that already exists in the store, or a store that cannot be written',
    },
  )
    .argument('<file>', 'the exported game (export-game writes it)')
    .action(async (file: string) => {
      let loaded;
      try {
        loaded = readExportFile(file);
      } catch (err) {
        if (err instanceof ExportError) throw new CliError(err.message);
        throw err;
      }
      const note = rulesetNote(loaded.header);
      if (note) process.stderr.write(`import-game: note: ${note}\n`);
      const problems = verifyBeforeImport(loaded);
      if (problems.length > 0) throw new CliError(`${file} was not imported: ${problems.join('; ')}`);
      const done = await withStore(async (store, where) => {
        try {
          const r = await importGame(store, loaded);
          if (!r.ok) throw new CliError(`game ${r.gameId} already exists in ${where} (${r.events} events): nothing was imported`);
          return `imported ${r.events} events of game ${r.gameId} into ${where}`;
        } catch (err) {
          if (err instanceof CliError) throw err;
          if (err instanceof WrongExpectedRevisionError)
            throw new CliError(`game ${loaded.gameId} was created in ${where} while importing: nothing was imported`);
          throw new CliError(`cannot write to ${where}: ${oneLine(err)}`);
        }
      });
      console.log(done);
      process.exitCode = EXIT.OK;
    });
}

runAsScript(module, program);
