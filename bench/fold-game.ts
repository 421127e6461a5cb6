// Fold and replay cost of one long game (run on demand, not a test):
//
//   npx ts-node --transpile-only bench/fold-game.ts [--rounds N]
//
// Plays a scripted game of N rounds (default 40) on the in-memory store
// through CommandService with all five seats taken. Every turn the power buys
// one infantry if it can afford it, ends phases up to mobilize, places it at
// its factory (China: in Szechwan), then ends mobilize and collect income.
// Then it measures, on that game:
//   (a) folding all events from scratch (store read + toGameEvent + fold),
//   (b) GameStates.at(gameId, n) for random n (replay scrubbing),
//   (c) boardView(state) of the final state,
//   (d) heap used after loading the game.
// Timings are wall-clock on whatever machine runs this; nothing asserts them.

import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { boardView } from '../projections/board';
import { GameStates, streamOf } from '../projections/game-states';
import type { CommandRequest } from '../src/app/commands';
import { createServices } from '../src/app/services';
import { toGameEvent } from '../src/app/upcast';
import { fold, type GameState } from '../src/rules';
import { rulesetView } from '../src/rules';
import { createMemoryEventStore } from '../src/store/memory';
import { seededRandom } from '../test/support/random';

const RULESET = 'pacific-1940';
const GAME_ID = '00000000-0000-4000-8000-00000000f01d';
const POWERS = ['Japan', 'USA', 'China', 'UK', 'ANZAC'] as const;
const PLACE_AT: Record<string, string> = {
  Japan: 'Japan',
  USA: 'Western United States',
  UK: 'India',
  ANZAC: 'New South Wales',
  China: 'Szechwan',
};
const FOLD_REPEATS = 20;
const SCRUB_SAMPLES = 200;
const BOARD_REPEATS = 200;

function parseRounds(argv: string[]): number {
  const i = argv.indexOf('--rounds');
  const raw = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length);
  if (raw === undefined) return 40;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--rounds needs a positive integer, got ${raw}`);
  return n;
}

/** A gc() without needing --expose-gc on the command line (null if unavailable). */
function gcFunction(): (() => void) | null {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
}
const gc = gcFunction();
const heapUsed = () => {
  if (gc) {
    gc();
    gc();
  }
  return process.memoryUsage().heapUsed;
};

interface Stats {
  mean: number;
  p95: number;
  min: number;
  n: number;
}
function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
  return { mean, p95, min: sorted[0], n: sorted.length };
}
async function time(fn: () => unknown | Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}
const ms = (x: number) => (x < 1 ? x.toFixed(3) : x < 100 ? x.toFixed(2) : x.toFixed(0));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const int = (x: number) => Math.round(x).toLocaleString('en-US');

async function playGame(rounds: number) {
  const services = createServices(createMemoryEventStore(), 'bench-secret');
  let seq = 0;
  const send = async (token: string | null, command: CommandRequest['command']) => {
    const outcome = await services.commands.handle({ gameId: GAME_ID, commandId: `c${++seq}`, token, command });
    if (!outcome.ok) throw new Error(`${command.type} refused: ${outcome.violation.code} ${outcome.violation.message}`);
    return outcome;
  };

  let out = await send(null, { type: 'CreateGame', rulesetId: RULESET, options: [], name: 'fold bench' });
  const tokens: Record<string, string> = {};
  for (const power of POWERS) {
    out = await send(null, { type: 'TakeSeat', power });
    tokens[power] = out.token!;
  }
  const infantryCost = rulesetView(RULESET).unit('infantry')?.cost ?? 3;

  let state: GameState = out.state;
  let turns = 0;
  let bought = 0;
  while (state.status === 'active' && state.round <= rounds) {
    const power = state.current;
    const token = tokens[power];
    if (!token) throw new Error(`no seat token for ${power}`);
    const buy = (state.pus[power] ?? 0) >= infantryCost;
    if (buy) state = (await send(token, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] })).state;
    while (state.phase !== 'mobilize') state = (await send(token, { type: 'EndPhase' })).state;
    if (buy) {
      const territory = PLACE_AT[power];
      if (!territory) throw new Error(`no placement territory for ${power}`);
      state = (await send(token, { type: 'PlaceUnits', placements: [{ unitType: 'infantry', count: 1, territory }] })).state;
      bought++;
    }
    state = (await send(token, { type: 'EndPhase' })).state; // mobilize -> collectIncome
    state = (await send(token, { type: 'EndPhase' })).state; // collectIncome -> next turn
    turns++;
  }
  return { services, commands: seq, turns, bought, state };
}

async function main() {
  const rounds = parseRounds(process.argv.slice(2));
  rulesetView(RULESET); // load the ruleset data first, so the heap delta is the game's alone
  const heapBase = heapUsed();

  // --- play ---------------------------------------------------------------
  const tPlay0 = performance.now();
  const game = await playGame(rounds);
  const playMs = performance.now() - tPlay0;
  const { services, state: finalState } = game;
  const { store } = services;
  const stream = streamOf(GAME_ID);
  const eventCount = (await store.streamRevision(stream)) + 1;
  const stored = await store.readStream(stream);
  const streamBytes = Buffer.byteLength(JSON.stringify(stored));

  // --- (d) heap after loading --------------------------------------------
  // Store holding the stream plus the GameStates cache (state, snapshots, command index).
  const heapLoaded = heapUsed();

  // --- (a) fold from scratch ---------------------------------------------
  const foldOnly: number[] = [];
  const readAndFold: number[] = [];
  let folded: GameState | null = null;
  for (let i = 0; i < FOLD_REPEATS + 2; i++) {
    const t0 = performance.now();
    const events = await store.readStream(stream);
    const t1 = performance.now();
    folded = fold(events.map(toGameEvent));
    const t2 = performance.now();
    if (i < 2) continue; // warm-up
    foldOnly.push(t2 - t1);
    readAndFold.push(t2 - t0);
  }
  if (!folded || folded.version !== eventCount || JSON.stringify(folded) !== JSON.stringify(finalState))
    throw new Error('folding the stored events did not reproduce the live state');

  // Cold projection load: a fresh GameStates reading the whole stream.
  const coldLoad: number[] = [];
  for (let i = 0; i < 5; i++) coldLoad.push(await time(() => new GameStates(store).current(GAME_ID)));

  // --- (b) replay scrubbing ----------------------------------------------
  const random = seededRandom(1940); // every run scrubs the same event numbers
  const states = services.states;
  await states.at(GAME_ID, 1); // warm-up
  const scrub: number[] = [];
  for (let i = 0; i < SCRUB_SAMPLES; i++) {
    const n = 1 + Math.floor(random() * eventCount);
    scrub.push(
      await time(async () => {
        const s = await states.at(GAME_ID, n);
        if (!s || s.version !== n) throw new Error(`at(${n}) returned version ${s?.version}`);
      }),
    );
  }

  // --- (c) board view -----------------------------------------------------
  boardView(finalState); // warm-up
  const board: number[] = [];
  let boardBytes = 0;
  for (let i = 0; i < BOARD_REPEATS; i++) {
    board.push(
      await time(() => {
        const view = boardView(finalState);
        if (i === 0) boardBytes = Buffer.byteLength(JSON.stringify(view));
      }),
    );
  }

  // --- report ---------------------------------------------------------------
  const f = stats(foldOnly);
  const rf = stats(readAndFold);
  const cl = stats(coldLoad);
  const sc = stats(scrub);
  const bv = stats(board);
  console.log(`fold-game: ${RULESET}, ${rounds} rounds, Node ${process.version}, ${process.platform}/${process.arch}`);
  console.log(
    `game: ${game.turns} turns, ${game.commands} commands, ${int(eventCount)} events (${mb(streamBytes)} MB as JSON), ` +
      `${game.bought} infantry bought, ${Object.keys(finalState.units).length} units on the board, final round ${finalState.round} ${finalState.current} ${finalState.phase}`,
  );
  console.log(`played in ${int(playMs)} ms (${int(game.commands / (playMs / 1000))} commands/s, ${int(eventCount / (playMs / 1000))} events/s through CommandService)`);
  console.log('');
  const rows: [string, string, string, string, string][] = [
    ['measure', 'runs', 'mean ms', 'p95 ms', 'note'],
    ['(a) fold all events (evolve only)', String(f.n), ms(f.mean), ms(f.p95), `${int(eventCount / (f.mean / 1000))} events/s`],
    ['(a) read stream + fold', String(rf.n), ms(rf.mean), ms(rf.p95), `${int(eventCount / (rf.mean / 1000))} events/s`],
    ['    cold GameStates.current()', String(cl.n), ms(cl.mean), ms(cl.p95), 'fresh cache, whole stream'],
    ['(b) GameStates.at(random n)', String(sc.n), ms(sc.mean), ms(sc.p95), 'snapshot every 100 events'],
    ['(c) boardView(final state)', String(bv.n), ms(bv.mean), ms(bv.p95), `${(boardBytes / 1024).toFixed(0)} KB as JSON`],
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const [i, r] of rows.entries()) {
    console.log(r.map((cell, c) => (c === 0 || c === 4 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ').trimEnd());
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log('');
  console.log(
    `(d) heap used: ${mb(heapBase)} MB before the game, ${mb(heapLoaded)} MB with the game loaded ` +
      `(+${mb(heapLoaded - heapBase)} MB: memory store + GameStates cache)${gc ? '' : ' [no gc available: figures include garbage]'}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
