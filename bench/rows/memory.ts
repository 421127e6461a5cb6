// Row: memory while 10,000 games are read once each. Services on a copy of a
// store of MANY_GAMES games (bench/lib/many-games.ts) answer, for every game in
// turn, what `game(id) { … board { … } }` asks (the game list's summary and the
// board, which loads the game's state); the live heap is measured after a
// forced GC every 1,000 games. Flat means the heap after 10,000 games is no
// more than a few percent above the heap after the first 2,000 (the baseline):
// idle games are evicted (GAME_CACHE_GAMES, default 500), nothing grows with
// the games read. Run in process so that a forced GC makes the reading exact
// (the resident memory seen from outside moves with the collector's timing).
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boardOf } from '../../src/api/resolvers/game';
import { gameToGql } from '../../src/api/mappers';
import { createServices } from '../../src/app/services';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { gameIdOf, manyGamesCopy, MANY_GAMES } from '../lib/many-games';
import { runRow, type RowResult } from '../lib/row';
import { heapMb } from '../lib/heap';

export async function measure(): Promise<RowResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  try {
    const path = await manyGamesCopy(join(dir, 'many.db'));
    const store = createSqliteEventStore({ path, pollIntervalMs: 0 });
    const services = createServices(store, 'bench-secret');
    const ctx = { services };
    await services.games.list(); // the list of every game is there from the start, whatever is read
    const heap: number[] = [heapMb()];
    for (let block = 0; block < MANY_GAMES / 1000; block++) {
      for (let i = block * 1000; i < (block + 1) * 1000; i++) {
        const summary = await services.games.get(gameIdOf(i));
        if (!summary) throw new Error(`game ${i} is not listed`);
        gameToGql(summary);
        const board = await boardOf(ctx, gameIdOf(i));
        if (!board) throw new Error(`game ${i} has no board`);
      }
      heap.push(heapMb());
    }
    const cached = services.states.size;
    await store.close();
    const after2k = heap[2];
    const after10k = heap[heap.length - 1];
    return {
      ratio: after10k / after2k,
      measured: [
        { label: `heap MB after ${MANY_GAMES.toLocaleString('en-US')} games`, value: after10k },
        { label: 'highest heap MB', value: Math.max(...heap) },
        { label: 'games cached at the end', value: cached.games },
        { label: 'MB per cached game', value: (after2k - heap[0]) / Math.min(2000, cached.games) },
      ],
      baseline: [
        { label: 'heap MB after 2,000 games', value: after2k },
        { label: 'heap MB before any game was read', value: heap[0] },
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) runRow(measure);
