// Writes a game's readable record (docs/game-record.md): every round, turn and
// phase, each event's summary, each battle's dice, the rulings, the result, the
// event count and the head hash. From an exported file or the configured store:
//   npm run game-record -- <export.json | gameId> [--format markdown|text] [--out file]
import { writeFileSync } from 'node:fs';
import { Option, type Command } from 'commander';
import { gameRecord, type RecordFormat } from '../audit/record';
import { CliError, EXIT, cliProgram, oneLine, runAsScript } from './cli';
import { loadGame } from './game-log';

export function program(): Command {
  return cliProgram(
    'game-record',
    "Writes a game's readable record (Markdown or plain text): each round, turn and phase, every event, every battle's dice, the rulings, the result.",
    {
      OK: 'written (to --out: prints "wrote the record of N events to F"; otherwise the record goes to stdout)',
      FAILED: 'a missing or malformed file, no such game, a store that cannot be read, or a file that cannot be written',
    },
  )
    .argument('<source>', 'an exported game (export-game), or a game id read from the store EVENT_STORE / SQLITE_PATH name')
    .addOption(
      new Option('--format <format>', 'markdown or text (plain text, no markup)').choices(['markdown', 'text']).default('markdown'),
    )
    .option('--out <file>', 'where to write the record (default: stdout)')
    .action(async (source: string, opts: { format: RecordFormat; out?: string }) => {
      const events = await loadGame(source);
      let text: string;
      try {
        text = gameRecord(events, { format: opts.format });
      } catch (err) {
        throw new CliError(`cannot write the record of ${source}: ${oneLine(err)}`);
      }
      if (opts.out) {
        try {
          writeFileSync(opts.out, text);
        } catch (err) {
          throw new CliError(`cannot write ${opts.out}: ${oneLine(err)}`);
        }
        console.log(`wrote the record of ${events.length} events to ${opts.out}`);
      } else {
        // `game-record G | head`: a reader that stops early is not a failure.
        process.stdout.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code !== 'EPIPE') process.stderr.write(`game-record: cannot write to stdout: ${oneLine(err)}\n`);
          process.exitCode = err.code === 'EPIPE' ? EXIT.OK : EXIT.FAILED;
        });
        process.stdout.write(text);
      }
      process.exitCode = EXIT.OK;
    });
}

runAsScript(module, program);
