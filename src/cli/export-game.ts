// Writes a game's complete event log as a versioned export document (src/audit/export.ts,
// docs/exports.md), for auditors, bug reports and import-game:
//   npm run export-game -- <gameId> [file]
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { buildExport, exportText } from '../audit/export';
import { CliError, EXIT, cliProgram, oneLine, runAsScript } from './cli';
import { readGame } from './game-log';

export function program(): Command {
  return cliProgram(
    'export-game',
    "Writes a game's complete event log from the configured store as a versioned export (docs/exports.md): for verify-chain, verify-dice and import-game.",
    {
      OK: 'written (to the file: prints "exported N events of game G to F"; to stdout: the JSON, and that line on stderr)',
      FAILED: 'no such game in the store, a store that cannot be read, or a file that cannot be written',
    },
  )
    .argument('<gameId>', 'the game, read from the store EVENT_STORE / SQLITE_PATH name')
    .argument('[file]', 'where to write the JSON (default: stdout)')
    .action(async (gameId: string, file: string | undefined) => {
      const events = await readGame(gameId);
      if (events.length === 0) throw new CliError(`no game ${gameId} in the configured store`);
      let text: string;
      try {
        text = exportText(buildExport(events));
      } catch (err) {
        throw new CliError(`cannot export game ${gameId}: ${oneLine(err)}`);
      }
      const done = `exported ${events.length} events of game ${gameId}`;
      if (file) {
        try {
          writeFileSync(file, text);
        } catch (err) {
          throw new CliError(`cannot write ${file}: ${oneLine(err)}`);
        }
        console.log(`${done} to ${file}`);
      } else {
        process.stdout.write(text);
        process.stderr.write(`${done} to stdout\n`);
      }
      process.exitCode = EXIT.OK;
    });
}

runAsScript(module, program);
