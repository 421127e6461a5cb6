// Puts a backup in place of the SQLite store (docs/operations.md "Restore"):
//   npm run restore -- --from backups/pacific-2026-11-28.db [--db data/pacific.db] [--force]
// The backup is copied beside the store and checked whole (SQLite integrity, every stream's
// revisions, every game's hash chain) before the swap; a store a running server has open is
// never replaced, and a replaced store is kept as <db>.replaced-<time>.
import type { Command } from 'commander';
import { BackupError, restoreStoreFile } from '../store/backup';
import { chainHolds, defaultDbPath, sizeText } from './backup-common';
import { CliError, EXIT, cliProgram, runAsScript } from './cli';

export function program(): Command {
  return cliProgram(
    'restore',
    'Replaces the SQLite store with a backup (backup writes them) once a copy of it passes every check: SQLite integrity_check, every stream numbered without a hole, every hash chain. Refuses while a server has the store open.',
    {
      OK: 'restored: prints "restored <db> from <backup>: N events in G streams" (and where the replaced store was kept)',
      FAILED: 'no backup, a store a server has open, a store that exists (without --force), a folder missing: nothing was changed',
      INVALID: 'the backup fails its checks (corrupted, not a game store, a broken hash chain): nothing was changed',
    },
  )
    .requiredOption('--from <backup>', 'the backup file (backup --out)')
    .option('--db <file>', 'the store to restore into (default: SQLITE_PATH, else ./data/pacific.db)')
    .option('--force', 'replace an existing store (stop its servers first); it is kept as <db>.replaced-<time>', false)
    .action((opts: { from: string; db?: string; force: boolean }) => {
      const db = opts.db ?? defaultDbPath();
      try {
        const r = restoreStoreFile(opts.from, db, { force: opts.force, verify: { integrity: 'full', checkStream: chainHolds } });
        console.log(
          `restored ${r.file} from ${opts.from}: ${r.events} events in ${r.streams} streams (last position ${r.lastPosition}), ${sizeText(r.bytes)}, every hash chain verified` +
            (r.replaced ? `; the store it replaced is kept as ${r.replaced}` : ''),
        );
        process.exitCode = EXIT.OK;
      } catch (err) {
        if (err instanceof BackupError && err.invalid) {
          process.stderr.write(`restore: ${err.message}\n`);
          process.exitCode = EXIT.INVALID;
          return;
        }
        if (err instanceof BackupError) throw new CliError(err.message);
        throw err;
      }
    });
}

runAsScript(module, program);
