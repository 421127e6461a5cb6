// Append throughput of the SQLite event store (run on demand, not a test):
//
//   npx ts-node --transpile-only bench/append-throughput.ts [games] [eventsPerGame]
//
// Appends `games` × `eventsPerGame` events to a fresh SQLite file, games
// interleaved round-robin, one append per command of 1–3 events with a numeric
// expectedRevision, ~500-byte JSON payloads and filled metadata (hash chain).
// Then the same with single-event appends, then a full paged readAll. Each
// phase runs with synchronous=FULL (the default) and NORMAL. Phases stop at a
// time budget so the whole run stays around 10–20 s.

import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deterministicEventId } from '../src/store/event-id';
import type { EventStore, NewEvent } from '../src/store/port';
import { createSqliteEventStore } from '../src/store/sqlite';

const GAMES = Number(process.argv[2] ?? 100);
const EVENTS_PER_GAME = Number(process.argv[3] ?? 200);
const PHASE_BUDGET_MS = 3000;

const TERRITORIES = ['JAPAN', 'Manchuria', 'Kiangsu', 'Philippine Islands', 'New Guinea', 'Hawaiian Islands', 'INDIA'];
const UNITS = ['infantry', 'artillery', 'armor', 'fighter', 'bomber', 'transport', 'submarine', 'destroyer'];

function payload(game: number, n: number): Record<string, unknown> {
  const t = (k: number) => TERRITORIES[(game + n + k) % TERRITORIES.length];
  return {
    gameId: `game-${game}`,
    round: 1 + Math.floor(n / 40),
    power: ['japan', 'united-states', 'china', 'uk', 'anzac'][n % 5],
    phase: 'combat-move',
    from: t(0),
    to: t(3),
    units: [0, 1, 2].map((k) => ({
      id: `u-${game}-${n}-${k}`,
      type: UNITS[(n + k) % UNITS.length],
      movesLeft: (n + k) % 3,
      hits: 0,
    })),
    ipcs: { japan: 17 + (n % 9), 'united-states': 17, china: 12, uk: 8, anzac: 6 },
    note: 'Amphibious assault with naval support; defender retreats not allowed this round.',
  };
}

interface GameState {
  streamId: string;
  revision: number;
  prevHash: string;
  produced: number;
  commands: number;
}

function nextCommand(game: number, state: GameState, size: number): NewEvent[] {
  const commandId = randomUUID();
  const events: NewEvent[] = [];
  for (let i = 0; i < size; i++) {
    const type = 'UnitsMoved';
    const data = payload(game, state.produced + i);
    const meta = {
      commandId,
      actor: 'japan',
      causationId: commandId,
      schemaVersion: 1,
      time: new Date().toISOString(),
      prevHash: state.prevHash,
    };
    const hash = createHash('sha256')
      .update(JSON.stringify([meta.prevHash, type, data, meta]))
      .digest('hex');
    state.prevHash = hash;
    events.push({ id: deterministicEventId(commandId, i), type, data, metadata: { ...meta, hash } });
  }
  return events;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function appendPhase(store: EventStore, label: string, sizeOf: (k: number) => number, tag: string): Promise<void> {
  const games: GameState[] = Array.from({ length: GAMES }, (_, g) => ({
    streamId: `game-${tag}-${g}`,
    revision: -1,
    prevHash: '',
    produced: 0,
    commands: 0,
  }));
  const latencies: number[] = [];
  let events = 0;
  let bytes = 0;
  const start = process.hrtime.bigint();
  const deadline = Date.now() + PHASE_BUDGET_MS;
  let k = 0;
  outer: for (let round = 0; ; round++) {
    let progressed = false;
    for (let g = 0; g < GAMES; g++) {
      const state = games[g];
      if (state.produced >= EVENTS_PER_GAME) continue;
      progressed = true;
      const batch = nextCommand(g, state, Math.min(sizeOf(k++), EVENTS_PER_GAME - state.produced));
      bytes += batch.reduce((n, e) => n + JSON.stringify(e.data).length, 0);
      const t0 = process.hrtime.bigint();
      const r = await store.append(state.streamId, batch, {
        expectedRevision: state.revision < 0 ? 'no_stream' : state.revision,
      });
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      state.revision = r.nextRevision;
      state.produced += batch.length;
      events += batch.length;
      if ((latencies.length & 63) === 0 && Date.now() > deadline) break outer;
    }
    if (!progressed) break;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  latencies.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(22)} ${String(events).padStart(6)} events in ${String(latencies.length).padStart(6)} appends, ` +
      `${seconds.toFixed(2)} s: ${Math.round(events / seconds)
        .toString()
        .padStart(6)} events/s, ` +
      `${Math.round(latencies.length / seconds)
        .toString()
        .padStart(6)} appends/s, ` +
      `latency p50 ${percentile(latencies, 50).toFixed(3)} ms, p99 ${percentile(latencies, 99).toFixed(3)} ms ` +
      `(avg payload ${Math.round(bytes / events)} B)`,
  );
}

async function readPhase(store: EventStore): Promise<void> {
  const start = process.hrtime.bigint();
  let after = 0;
  let n = 0;
  for (;;) {
    const page = await store.readAll({ after, limit: 1000 });
    if (page.length === 0) break;
    n += page.length;
    after = page[page.length - 1].position;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(
    `  ${'readAll (pages of 1000)'.padEnd(22)} ${String(n).padStart(6)} events, ${seconds.toFixed(2)} s: ${Math.round(n / seconds)} events/s`,
  );
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pacific-bench-'));
  console.log(
    `SQLite append benchmark: ${GAMES} games × ${EVENTS_PER_GAME} events, ` +
      `phases capped at ${PHASE_BUDGET_MS / 1000} s, file in ${dir}`,
  );
  try {
    for (const synchronous of ['FULL', 'NORMAL'] as const) {
      const path = join(dir, `bench-${synchronous}.db`);
      const store = createSqliteEventStore({ path, synchronous });
      console.log(`synchronous=${synchronous} (journal_mode=WAL)`);
      await appendPhase(store, 'commands of 1-3 events', (k) => 1 + ((k * 7) % 3), 'multi');
      await appendPhase(store, 'single-event appends', () => 1, 'single');
      await readPhase(store);
      await store.close();
      console.log(`  file size ${(statSync(path).size / 1024 / 1024).toFixed(1)} MiB`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
