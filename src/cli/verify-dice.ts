// Recomputes every die of a game from the documented derivation (docs/dice.md)
// and checks the seed against its commitment; also recomputes the hash chain.
// Exit code 0 only when everything matches.
//   npm run verify-dice -- <export.json | gameId> [--seed <seed>]
import { verifyDice } from '../app/dice-audit';
import { verifyChain } from '../app/event-chain';
import { loadGame, runAsScript } from './game-log';

export function parseArgs(argv: string[]): { source: string; seed?: string } {
  const rest: string[] = [];
  let seed: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--seed') {
      seed = argv[++i];
      if (seed === undefined) throw new Error('--seed needs a value');
    } else if (argv[i].startsWith('--seed=')) seed = argv[i].slice('--seed='.length);
    else rest.push(argv[i]);
  }
  if (rest.length !== 1) throw new Error('usage: verify-dice <export.json | gameId> [--seed <seed>]');
  return { source: rest[0], ...(seed === undefined ? {} : { seed }) };
}

async function main() {
  const { source, seed } = parseArgs(process.argv.slice(2));
  const events = await loadGame(source);
  if (events.length === 0) throw new Error(`no events for ${source}`);
  const chain = verifyChain(events);
  const dice = verifyDice(events, { seed });
  console.log(
    chain.valid
      ? `hash chain: valid, ${chain.checked} events`
      : `hash chain: INVALID at event ${chain.firstInvalidRevision! + 1}: ${chain.reason}`,
  );
  console.log(`commitment: ${dice.commitment ?? 'none'}`);
  console.log(
    `seed: ${dice.seedFrom === null ? 'not revealed' : `${dice.seedFrom}, ${dice.commitmentMatches === false ? 'does NOT match' : 'matches'} the commitment`}`,
  );
  console.log(`dice: ${dice.rolls} rolled, ${dice.scriptedRolls} scripted, ${dice.seedRolls} recomputed from the seed`);
  for (const p of dice.problems) console.log(`  problem: ${p}`);
  const ok = chain.valid && dice.valid;
  console.log(ok ? 'all dice match' : 'NOT VERIFIED');
  process.exit(ok ? 0 : 2);
}

runAsScript(module, main);
