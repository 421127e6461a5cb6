// Recomputes the hash chain of a game: from an exported file, or straight
// from the configured store. Exit code 0 when every hash and link holds.
//   npm run verify-chain -- <export.json | gameId>
import { verifyChain } from '../app/event-chain';
import { loadGame, runAsScript } from './game-log';

async function main() {
  const arg = process.argv[2];
  if (!arg) throw new Error('usage: verify-chain <export.json | gameId>');
  const events = await loadGame(arg);
  if (events.length === 0) throw new Error(`no events for ${arg}`);
  const check = verifyChain(events);
  if (check.valid) console.log(`valid: ${check.checked} events, last hash ${events[events.length - 1].metadata.hash}`);
  else console.log(`INVALID at event ${check.firstInvalidRevision! + 1}: ${check.reason}`);
  process.exit(check.valid ? 0 : 2);
}

runAsScript(module, main);
