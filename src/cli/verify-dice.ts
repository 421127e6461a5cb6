// Recomputes every die of a game from the documented derivation (docs/dice.md)
// and checks the seed against its commitment; also recomputes the hash chain.
//   npm run verify-dice -- <export.json | gameId> [--seed <seed>]
import type { Command } from 'commander';
import { verifyDice } from '../app/dice-audit';
import { verifyChain } from '../app/event-chain';
import { EXIT, cliProgram, runAsScript } from './cli';
import { loadGame } from './game-log';

export function program(): Command {
  return cliProgram(
    'verify-dice',
    "Recomputes every die of a game from its seed and checks the seed against the game's commitment, and the hash chain (docs/dice.md).",
    {
      OK: 'every die and the chain match (prints "all dice match")',
      FAILED: 'could not check: a missing or malformed file, no such game, a store that cannot be read',
      INVALID: 'a die, the seed or the chain does not match (prints "NOT VERIFIED" and each problem)',
    },
  )
    .argument('<source>', 'an exported game (export-game), or a game id read from the store EVENT_STORE / SQLITE_PATH name')
    .option('--seed <seed>', "the game's dice seed (from discloseDiceSeed), when the game has not revealed it")
    .action(async (source: string, opts: { seed?: string }) => {
      const events = await loadGame(source);
      const chain = verifyChain(events);
      const dice = verifyDice(events, { seed: opts.seed });
      console.log(
        chain.valid
          ? `hash chain: valid, ${chain.checked} events`
          : `hash chain: INVALID at event ${chain.firstInvalidRevision + 1}: ${chain.reason}`,
      );
      console.log(`commitment: ${dice.commitment ?? 'none'}`);
      console.log(
        `seed: ${dice.seedFrom === null ? 'not revealed' : `${dice.seedFrom}, ${dice.commitmentMatches === false ? 'does NOT match' : 'matches'} the commitment`}`,
      );
      console.log(`dice: ${dice.rolls} rolled, ${dice.scriptedRolls} scripted, ${dice.seedRolls} recomputed from the seed`);
      for (const p of dice.problems) console.log(`  problem: ${p}`);
      const ok = chain.valid && dice.valid;
      console.log(ok ? 'all dice match' : 'NOT VERIFIED');
      process.exitCode = ok ? EXIT.OK : EXIT.INVALID;
    });
}

runAsScript(module, program);
