// Writes a game's complete event log as JSON (for auditors and bug reports):
//   npm run export-game -- <gameId> [file]
import { writeFileSync } from 'node:fs';
import { streamOf } from '../../projections/game-states';
import { configFromEnv } from '../app/config';
import { createEventStore } from '../store';

async function main() {
  const [gameId, file] = process.argv.slice(2);
  if (!gameId) throw new Error('usage: export-game <gameId> [file]');
  const store = createEventStore(configFromEnv().store);
  try {
    const events = await store.readStream(streamOf(gameId));
    if (events.length === 0) throw new Error(`no game ${gameId} in ${store.name}`);
    const text = JSON.stringify({ gameId, exportedEvents: events.length, events }, null, 2) + '\n';
    if (file) writeFileSync(file, text);
    else process.stdout.write(text);
  } finally {
    await store.close();
  }
}

if (require.main === module)
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
