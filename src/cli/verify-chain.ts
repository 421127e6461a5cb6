// Recomputes the hash chain of a game: from an exported file, or straight
// from the configured store. Exit code 0 when every hash and link holds.
//   npm run verify-chain -- <export.json | gameId>
import { existsSync, readFileSync } from 'node:fs';
import { streamOf } from '../../projections/game-states';
import { verifyChain } from '../app/event-chain';
import { configFromEnv } from '../app/config';
import { createEventStore } from '../store';
import type { RecordedEvent } from '../store/port';

async function load(arg: string): Promise<RecordedEvent[]> {
  if (existsSync(arg)) return (JSON.parse(readFileSync(arg, 'utf8')) as { events: RecordedEvent[] }).events;
  const store = createEventStore(configFromEnv().store);
  try {
    return await store.readStream(streamOf(arg));
  } finally {
    await store.close();
  }
}

async function main() {
  const arg = process.argv[2];
  if (!arg) throw new Error('usage: verify-chain <export.json | gameId>');
  const events = await load(arg);
  if (events.length === 0) throw new Error(`no events for ${arg}`);
  const check = verifyChain(events);
  if (check.valid) console.log(`valid: ${check.checked} events, last hash ${events[events.length - 1].metadata.hash}`);
  else console.log(`INVALID at event ${check.firstInvalidRevision! + 1}: ${check.reason}`);
  process.exit(check.valid ? 0 : 2);
}

if (require.main === module)
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
