// Writes a game's complete event log as JSON (for auditors and bug reports):
//   npm run export-game -- <gameId> [file]
import { writeFileSync } from 'node:fs';
import { readGame, runAsScript } from './game-log';

async function main() {
  const [gameId, file] = process.argv.slice(2);
  if (!gameId) throw new Error('usage: export-game <gameId> [file]');
  const events = await readGame(gameId);
  if (events.length === 0) throw new Error(`no game ${gameId} in the configured store`);
  const text = JSON.stringify({ gameId, exportedEvents: events.length, events }, null, 2) + '\n';
  if (file) writeFileSync(file, text);
  else process.stdout.write(text);
}

runAsScript(module, main);
