// Before and after, in one process: the rules' share of the mutations row.
// Plays the row's games (bench/lib/endphase-load.ts: pacific-1940, every seat
// taken, `endPhase` by the power whose turn it is, over and over) through
// `decideWithDice` of two builds, in slices that alternate between them, and
// prints CPU µs per endPhase of each. Both builds play the same commands, and
// the events of every command are compared: any difference stops the run.
// Not a row of the table: a tool for telling whether a change to the rules
// moved their cost (docs/performance.md).
//
//   npx ts-node --transpile-only bench/ab-rules-endphase.ts --base /path/to/other/checkout [--games 50] [--slices 12] [--per-slice 3000]
//
// --base is another checkout, built (`npx tsc -b tsconfig.build.json` there); "after" is this one's dist/ (build it first).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { arg, numberArg } from './lib/args';

type Rules = typeof import('../src/rules');
type DiceModule = typeof import('../src/app/dice');

const POWERS = ['Japan', 'USA', 'China', 'UK', 'ANZAC'] as const;
const SECRET = 'bench-secret';

interface Side {
  name: string;
  dice: DiceModule;
  states: ReturnType<Rules['fold']>[];
  commands: number;
  cpuUs: number[];
  /** Per command played: a hash of its events, compared between the sides. */
  hashes: string[];
}

function load(root: string, name: string, games: number): Side {
  // Each build's own compiled modules, side by side in this process.
  const dice = createRequire(__filename)(join(root, 'dist/src/app/dice.js')) as DiceModule;
  const states = Array.from({ length: games }, (_, g) => {
    const gameId = `00000000-0000-4000-8000-${String(g).padStart(12, '0')}`;
    let state = null as ReturnType<Rules['fold']>;
    const commands = [
      { type: 'CreateGame', gameId, rulesetId: 'pacific-1940', options: [], name: 'bench', organizerTokenHash: 'org' },
      ...POWERS.map((power) => ({ type: 'TakeSeat', power, tokenHash: `t-${power}` })),
    ] as Parameters<Rules['decide']>[1][];
    for (const c of commands) {
      const d = dice.decideWithDice(state, c, { kind: 'anonymous' } as never, SECRET, Date.UTC(2026, 0, 1));
      if (!d.ok) throw new Error(`${name}: ${c.type} refused: ${d.violation.code}`);
      state = d.state;
    }
    return state;
  });
  return { name, dice, states, commands: 0, cpuUs: [], hashes: [] };
}

/** `n` endPhases, round robin over the side's games; returns CPU µs spent. */
function play(side: Side, n: number, keepHashes: boolean): number {
  const t0 = process.cpuUsage();
  const time = Date.UTC(2026, 0, 1);
  for (let i = 0; i < n; i++) {
    const g = side.commands++ % side.states.length;
    const state = side.states[g];
    if (!state) throw new Error('no state');
    const d = side.dice.decideWithDice(state, { type: 'EndPhase' }, { kind: 'seat', power: state.current }, SECRET, time);
    if (!d.ok) throw new Error(`${side.name}: EndPhase refused: ${d.violation.code} ${d.violation.message}`);
    side.states[g] = d.state;
    if (keepHashes) side.hashes.push(createHash('sha256').update(JSON.stringify(d.events)).digest('hex'));
  }
  const t = process.cpuUsage(t0);
  return t.user + t.system;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function main() {
  const base = resolve(arg('base'));
  const games = numberArg('games', '50', { min: 1, integer: true });
  const slices = numberArg('slices', '12', { min: 1, integer: true });
  const perSlice = numberArg('per-slice', '3000', { min: 1, integer: true });
  const before = load(base, 'before', games);
  const after = load(resolve(__dirname, '..'), 'after', games);
  // Warm-up, with every command's events compared.
  for (const side of [before, after]) play(side, perSlice, true);
  for (let i = 0; i < slices; i++) {
    const keep = i === 0;
    const order = i % 2 ? [after, before] : [before, after];
    for (const side of order) side.cpuUs.push(play(side, perSlice, keep) / perSlice);
  }
  const played = Math.min(before.hashes.length, after.hashes.length);
  for (let i = 0; i < played; i++)
    if (before.hashes[i] !== after.hashes[i]) throw new Error(`command ${i + 1} (game ${i % games}): the events differ`);
  const b = median(before.cpuUs);
  const a = median(after.cpuUs);
  const fmt = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' ');
  console.log(
    `games ${games}, ${slices} slices of ${perSlice} endPhases each, rounds reached ${after.states.map((s) => s?.round ?? 0).reduce((x, y) => Math.max(x, y), 0)}`,
  );
  console.log(`events identical for ${played} of ${played} commands compared`);
  console.log(`before µs/endPhase: ${fmt(before.cpuUs)}`);
  console.log(`after  µs/endPhase: ${fmt(after.cpuUs)}`);
  console.log(`median before ${b.toFixed(1)} µs, after ${a.toFixed(1)} µs, after ÷ before ${(a / b).toFixed(3)}`);
}

main();
