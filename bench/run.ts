// The performance table of issue 12, every row against its baseline measured
// in the same run (`npm run bench`):
//
//   npx ts-node --transpile-only bench/run.ts [--reps 3] [--only commands,rebuild] [--no-write]
//
// Builds the server (npm run build), makes the cached inputs on first use (the
// long game played by the soak players, a store of 10,000 games; bench/.cache/),
// then runs each row REPS times, each repetition in a process of its own
// (bench/rows/<row>.ts), and prints min / median / max of each figure over the
// repetitions. Unless --no-write, the results and the machine are written into
// docs/performance.md between its bench markers. Nothing here is a test: no
// timing is asserted anywhere in the test suite.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { longGameDb } from './lib/long-game-db';
import { machine } from './lib/machine';
import { manyGamesDb, MANY_GAMES } from './lib/many-games';
import { ROOT } from './lib/processes';
import { ROW_RESULT, type RowResult } from './lib/row';
import { fmt, spread, type Spread } from './lib/stats';

interface Row {
  id: string;
  what: string;
  /** How the ratio reads, e.g. "engine ÷ raw events/s". */
  ratio: string;
  goal: string;
  met(r: RowResult): boolean;
  /** Extra ratios shown with the main one. */
  more?: Record<string, string>;
}

const ROWS: Row[] = [
  {
    id: 'commands',
    what: 'commands through the command service on SQLite (16 games at once) vs raw better-sqlite3 appends of the same events (one transaction per event, same pragmas)',
    ratio: 'engine events/s ÷ raw events/s',
    goal: '≥ 0.5',
    met: (r) => r.ratio >= 0.5,
  },
  {
    id: 'mutations',
    what: 'game mutations (endPhase) over GraphQL, 50 clients, vs the stack floor: Apollo Server 5 + type-graphql + class-validator with a no-op resolver of the same input and answer (bench/baselines/stack-floor.ts); a one-resolver Apollo Server 5 mutation shown too',
    ratio: 'engine ÷ stack floor mutations/s',
    more: {
      cpuOfFloor: 'server CPU per accepted mutation, engine ÷ stack floor',
      p99OfFloor: 'engine p99 ÷ stack floor p99',
      ofTrivial: 'not the goal (issue 12): engine ÷ trivial mutations/s',
      floorOfTrivial: 'not the goal: stack floor ÷ trivial mutations/s',
    },
    goal: '≥ 0.67; CPU ≤ 1.5×; p99 ≤ 1.5×',
    met: (r) => r.ratio >= 0.67 && (r.more?.cpuOfFloor ?? Infinity) <= 1.5 && (r.more?.p99OfFloor ?? Infinity) <= 1.5,
  },
  {
    id: 'peer-boardgameio',
    what: 'the mutations row’s endPhase load (50 clients, same slices) vs the peer a user might pick instead: boardgame.io 0.50.2’s server (in memory, its socket.io transport, one trivial move; bench/baselines/boardgameio-server.js) driven by boardgame.io’s own client library, measured alternately in the same repetition',
    ratio: 'engine mutations/s ÷ boardgame.io moves/s',
    more: {
      cpuOfPeer: 'server CPU per request, engine ÷ boardgame.io',
      p99OfPeer: 'not in the goal: engine p99 ÷ boardgame.io p99',
      wsOfPeer: 'over the engine’s WebSocket (graphql-ws), as boardgame.io’s moves travel: engine mutations/s ÷ boardgame.io moves/s',
      wsCpuOfPeer: 'over the WebSocket: server CPU per request, engine ÷ boardgame.io',
    },
    goal: '≥ 0.5',
    met: (r) => r.ratio >= 0.5,
  },
  {
    id: 'rebuild',
    what: 'rebuilding the 20,000-event game (soak players) vs raw read + JSON.parse of the same events',
    ratio: 'raw ms ÷ rebuild ms',
    goal: '≥ 0.3',
    met: (r) => r.ratio >= 0.3,
  },
  {
    id: 'board-at',
    what: 'board(atEvent) at random events of that game, in process',
    ratio: 'p99 ms',
    more: { againstBoardNow: 'p99 ÷ board-now p99' },
    goal: 'p99 ≤ 5 ms',
    met: (r) => r.ratio <= 5,
  },
  {
    id: 'board-http',
    what: 'the board a viewer draws (its ViewerBoard query: powers, every territory with its units, battles) at random events of that game over HTTP, 10 clients, vs the same query for the board now (no replay)',
    ratio: 'p99 ms',
    more: { againstBoardNow: 'p99 ÷ board-now p99' },
    goal: 'p99 ≤ 100 ms',
    met: (r) => r.ratio <= 100,
  },
  {
    id: 'subscribers',
    what: '1,000 subscribers to one game: the writer’s acknowledgement, and when followers see each event',
    ratio: 'writer ack median with ÷ without',
    more: { followersP99Ms: 'followers p99 ms from send' },
    goal: 'ack ≤ 1.5×; followers p99 ≤ 50 ms',
    met: (r) => r.ratio <= 1.5 && (r.more?.followersP99Ms ?? Infinity) <= 50,
  },
  {
    id: 'processes',
    what: 'two engines on one SQLite file: followers (100) of a game on process B, commands sent to process A (bench/rows/processes.ts), vs followers on A',
    ratio: 'followers on B p99 ms from send',
    more: { againstSameProcess: 'p99 on B ÷ p99 on A' },
    goal: 'p99 ≤ 50 ms',
    met: (r) => r.ratio <= 50,
  },
  {
    id: 'memory',
    what: `memory: live heap after ${MANY_GAMES.toLocaleString('en-US')} games read once each vs after 2,000`,
    ratio: 'heap ratio',
    goal: 'flat (≤ 1.1)',
    met: (r) => r.ratio <= 1.1,
  },
  {
    id: 'viewer',
    what: 'the replay viewer in headless Chromium on that game: a scrub to a random moment (the slider) to the board drawn and painted, vs the same board(atEvent) query alone by fetch from the page',
    ratio: 'drawn board p99 ms',
    more: {
      againstFetch: 'p99 ÷ fetch-alone p99',
      stepP99: 'ArrowRight → next board p99 ms',
      heldPerStep: 'ArrowRight held (33 ms repeat): ms per step',
    },
    goal: 'p99 ≤ 100 ms; held step ≤ 33 ms',
    met: (r) => r.ratio <= 100 && (r.more?.heldPerStep ?? Infinity) <= 33,
  },
  {
    id: 'verify',
    what: 're-validating that game (verifyGame: hash chain, head, count, every die from the seed, every command decided again by the rules and compared) vs folding its events into the game state',
    ratio: 'verify ms ÷ fold ms',
    more: {
      rulesOfFold: 'rederive alone (the rules) ÷ fold ms',
      cpuVerifyOfFold: 'CPU time: verify ÷ fold',
      cpuRulesOfFold: 'CPU time: rederive ÷ fold',
    },
    // Issue 27 asks for the time, measured against the fold, written down; it sets no bound.
    goal: 'written down (no bound set)',
    met: (r) => Number.isFinite(r.ratio),
  },
  {
    id: 'odds',
    what: 'battleOdds (exact) over 6 battles: small, medium and large land, sea with and without destroyers, sea and 2001 land with options (bench/rows/odds.ts) vs the calculator before issue 28 (bench/baselines/odds-before.ts), same process, alternating',
    ratio: 'new ÷ old, sum of each battle’s best ms',
    more: { medianTotals: 'new ÷ old, median total ms' },
    goal: '≤ 1',
    met: (r) => r.ratio <= 1,
  },
  {
    id: 'start',
    what: `start: spawn to listening, compiled, store of ${MANY_GAMES.toLocaleString('en-US')} games`,
    ratio: 'ms',
    more: { againstTrivialApollo: '÷ trivial Apollo start' },
    goal: '< 1,000 ms',
    met: (r) => r.ratio < 1000,
  },
];

function args() {
  const argv = process.argv.slice(2);
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const only = value('--only')?.split(',');
  const unknown = only?.filter((id) => !ROWS.some((r) => r.id === id));
  if (unknown?.length) throw new Error(`unknown rows ${unknown.join(', ')}; rows: ${ROWS.map((r) => r.id).join(', ')}`);
  return { reps: Number(value('--reps') ?? 3), only, write: !argv.includes('--no-write') };
}

function runOnce(row: Row): Promise<RowResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', join(ROOT, 'bench/rows', `${row.id}.ts`)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(ROW_RESULT));
      if (code !== 0 || !line) reject(new Error(`row ${row.id} failed (exit ${code}):\n${out}`));
      else resolve(JSON.parse(line.slice(ROW_RESULT.length)) as RowResult);
    });
  });
}

const show = (s: Spread) => `${fmt(s.min)} / **${fmt(s.median)}** / ${fmt(s.max)}`;

interface Done {
  row: Row;
  results: RowResult[];
}

function report(
  done: Done[],
  reps: number,
  started: Date,
  seconds: number,
  game: { events: number; units: number; commands: number },
  host: string,
): string {
  const lines: string[] = [];
  lines.push(
    `Run of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${reps} repetitions per row, ${Math.round(seconds)} s in all.`,
  );
  lines.push('');
  lines.push(`Machine: ${host}.`);
  lines.push('');
  lines.push(
    `Long game: ${game.events.toLocaleString('en-US')} events, ${game.commands.toLocaleString('en-US')} accepted commands, ${game.units.toLocaleString('en-US')} units at the end.`,
  );
  lines.push('');
  lines.push(
    'Figures are min / **median** / max over the repetitions; a goal counts as met when the median meets it (the last column says in how many repetitions it did).',
  );
  lines.push('');
  lines.push('| row | ratio | result | goal | met |');
  lines.push('|---|---|---|---|---|');
  for (const { row, results } of done) {
    const ratio = `${row.ratio}: ${show(spread(results.map((r) => r.ratio)))}`;
    const more = Object.entries(row.more ?? {}).map(([k, label]) => `${label}: ${show(spread(results.map((r) => r.more?.[k] ?? NaN)))}`);
    const medianResult: RowResult = {
      ratio: spread(results.map((r) => r.ratio)).median,
      more: Object.fromEntries(Object.keys(row.more ?? {}).map((k) => [k, spread(results.map((r) => r.more?.[k] ?? NaN)).median])),
      measured: [],
      baseline: [],
    };
    const met = row.met(medianResult);
    const times = results.filter((r) => row.met(r)).length;
    lines.push(
      `| ${row.what} | ${[ratio, ...more].join('<br>')} | ${met ? 'met' : '**missed**'} | ${row.goal} | ${times}/${results.length} |`,
    );
  }
  lines.push('');
  lines.push('Measured and baseline figures of each row (min / **median** / max):');
  lines.push('');
  for (const { row, results } of done) {
    lines.push(`- **${row.id}**`);
    const figures = (pick: (r: RowResult) => { label: string; value: number }[], side: string) =>
      pick(results[0]).forEach((f, i) => lines.push(`  - ${side} ${f.label}: ${show(spread(results.map((r) => pick(r)[i].value)))}`));
    figures((r) => r.measured, 'engine:');
    figures((r) => r.baseline, 'baseline:');
    figures((r) => r.context ?? [], 'machine:');
  }
  return lines.join('\n');
}

const BEGIN = '<!-- bench:results:begin (written by npm run bench) -->';
const END = '<!-- bench:results:end -->';

async function main() {
  const { reps, only, write } = args();
  const started = new Date();
  const t0 = Date.now();
  const host = machine();
  console.log(`machine: ${host}`);
  console.log('building the server (npm run build) ...');
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const { game } = await longGameDb(console.log);
  await manyGamesDb(console.log);
  const done: Done[] = [];
  for (const row of ROWS.filter((r) => !only || only.includes(r.id))) {
    const results: RowResult[] = [];
    for (let i = 0; i < reps; i++) {
      const t = Date.now();
      const r = await runOnce(row);
      results.push(r);
      console.log(
        `${row.id} #${i + 1}: ${row.ratio} ${fmt(r.ratio)}${Object.entries(r.more ?? {})
          .map(([k, v]) => `, ${k} ${fmt(v)}`)
          .join('')} (${((Date.now() - t) / 1000).toFixed(1)} s)`,
      );
    }
    done.push({ row, results });
  }
  const text = report(
    done,
    reps,
    started,
    (Date.now() - t0) / 1000,
    { events: game.events.length, units: game.units, commands: game.commands.length },
    host,
  );
  console.log(`\n${text}\n`);
  if (write && !only) {
    const file = join(ROOT, 'docs/performance.md');
    const doc = readFileSync(file, 'utf8');
    const a = doc.indexOf(BEGIN);
    const b = doc.indexOf(END);
    if (a < 0 || b < a) throw new Error(`docs/performance.md has no ${BEGIN} ... ${END} section`);
    writeFileSync(file, `${doc.slice(0, a + BEGIN.length)}\n\n${text}\n\n${doc.slice(b)}`);
    console.log('written to docs/performance.md');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
