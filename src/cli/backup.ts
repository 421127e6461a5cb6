// Backs up the SQLite store while servers run (docs/operations.md "Backups"):
//   npm run backup -- --out backups/pacific-2026-11-28.db [--db data/pacific.db] [--verify] [--force]
// Copying the .db file by hand is not a backup: the last commits may still be in its -wal.
import type { Command } from 'commander';
import { BackupError, backupStoreFile } from '../store/backup';
import { chainHolds, defaultDbPath, sizeText } from './backup-common';
import { CliError, EXIT, cliProgram, runAsScript } from './cli';

export function program(): Command {
  return cliProgram(
    'backup',
    "Copies the SQLite store to a file while servers keep running (SQLite's online backup: one committed state, every command acknowledged before it started included), checks the copy, and writes it under its name only once whole.",
    {
      OK: 'written: prints "backup <out>: N events in G streams, size, ms"',
      FAILED: 'no store, an unreadable store, the output exists (without --force), a folder missing, a full disk',
      INVALID: 'the copy fails its check (--verify: a broken hash chain; always: SQLite integrity): the store itself is damaged',
    },
  )
    .requiredOption('--out <file>', 'the backup file to write (its folder must exist)')
    .option('--db <file>', 'the store to back up (default: SQLITE_PATH, else ./data/pacific.db)')
    .option('--verify', "also recompute every game's hash chain in the copy, as restore does", false)
    .option('--force', 'replace --out when it exists', false)
    .action(async (opts: { out: string; db?: string; verify: boolean; force: boolean }) => {
      const db = opts.db ?? defaultDbPath();
      try {
        const r = await backupStoreFile(db, opts.out, {
          overwrite: opts.force,
          verify: opts.verify ? { integrity: 'full', checkStream: chainHolds } : { integrity: 'quick' },
        });
        console.log(
          `backup ${r.file}: ${r.events} events in ${r.streams} streams (last position ${r.lastPosition}), ${sizeText(r.bytes)}, ${r.ms} ms${opts.verify ? ', every hash chain verified' : ''}`,
        );
        process.exitCode = EXIT.OK;
      } catch (err) {
        if (err instanceof BackupError && err.invalid) {
          process.stderr.write(`backup: ${err.message}\n`);
          process.exitCode = EXIT.INVALID;
          return;
        }
        if (err instanceof BackupError) throw new CliError(err.message);
        throw err;
      }
    });
}

runAsScript(module, program);
