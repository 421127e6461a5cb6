// Recomputes the hash chain of a game: from an exported file, or straight
// from the configured store.
//   npm run verify-chain -- <export.json | gameId>
import type { Command } from 'commander';
import { verifyChain } from '../app/event-chain';
import { EXIT, cliProgram, runAsScript } from './cli';
import { loadGame } from './game-log';

export function program(): Command {
  return cliProgram('verify-chain', "Recomputes every event's hash and link of a game (docs/security.md).", {
    OK: 'every hash and link holds (prints "valid: N events, last hash H")',
    FAILED: 'could not check: a missing or malformed file, no such game, a store that cannot be read',
    INVALID: 'the chain is broken (prints "INVALID at event N: why")',
  })
    .argument('<source>', 'an exported game (export-game), or a game id read from the store EVENT_STORE / SQLITE_PATH name')
    .action(async (source: string) => {
      const events = await loadGame(source);
      const check = verifyChain(events);
      if (check.valid) console.log(`valid: ${check.checked} events, last hash ${events[events.length - 1].metadata.hash}`);
      else console.log(`INVALID at event ${check.firstInvalidRevision + 1}: ${check.reason}`);
      process.exitCode = check.valid ? EXIT.OK : EXIT.INVALID;
    });
}

runAsScript(module, program);
