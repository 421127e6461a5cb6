// Before and after, in one process: battleOdds of two builds. First every case's
// answer is compared exactly (the JSON of the answer, or of the refusal, and the
// work charged to a budget: every probability bit for bit, not within a
// tolerance): the odds row's battles, the cases the odds tests ask
// (bench/odds-cases.json, recorded from the tests' calls) and battles drawn from
// a fixed seed over each ruleset's units and options. Any difference stops the
// run. Then the row's battles are timed in slices that alternate between the
// builds (A B B A ...), CPU time of this process per battle; each battle's best
// and median over the slices, and after ÷ before. Not a row of the table: a tool
// for telling whether a change to the odds kept their answers and moved their
// cost (docs/performance.md).
//
//   npx ts-node --transpile-only bench/ab-odds.ts --base /path/to/other/checkout [--slices 12] [--check-only yes]
//
// --base is another checkout, built (`npm run build` there); "after" is this one's dist/ (build it first).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { arg, numberArg } from './lib/args';
import { BATTLES } from './rows/odds';
import { median } from './lib/stats';

type Rules = typeof import('../src/rules');
type Input = import('../src/rules').BattleOddsInput;

export interface Case {
  ruleset: string;
  input: Input;
  /** Work left in a shared budget (OddsBudget), or null for none. */
  budget: number | null;
}

export const load = (root: string): Rules => createRequire(__filename)(join(root, 'dist/src/rules/index.js')) as Rules;

/** The answer as one string: the result or the refusal, and the budget's work left after. */
export function answer(rules: Rules, c: Case): string {
  const budget = c.budget === null ? undefined : { work: c.budget };
  let out: unknown;
  try {
    out = rules.battleOdds(rules.rulesetView(c.ruleset), c.input, budget);
  } catch (e) {
    out = { error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
  // JSON writes each number as the shortest text that reads back as the same double: equal text, equal bits.
  return JSON.stringify({ out, budgetLeft: budget?.work ?? null });
}

/** A fixed pseudo-random sequence (mulberry32), so the drawn battles are the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OPTIONS = [
  'hr01-destroyer-asw',
  'hr01-battleship-two-dice',
  'hr01-sub-evasion',
  'hr01-dogfights',
  'hr01-amphibious-support',
  'x2-escorts',
  'x2-capital-ship-damage',
];

/** Battles drawn over each ruleset's units: small ones, with options, caps, retreat policies and orders of loss. */
export function drawnCases(rules: Rules, n: number, seed = 29): Case[] {
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const out: Case[] = [];
  for (let i = 0; i < n; i++) {
    const ruleset = pick(['pacific-1940', 'pacific-2001', 'pacific-1940-2e']);
    const rs = rules.rulesetView(ruleset);
    const kind = rnd() < 0.5 ? 'land' : 'sea';
    const fights = rs.data.units.filter((u) =>
      kind === 'land' ? u.domain === 'land' || u.domain === 'air' : u.domain === 'sea' || u.domain === 'air',
    );
    const army = (role: 'attacker' | 'defender') => {
      const types = fights.filter((u) => !u.isAA || (role === 'defender' && kind === 'land'));
      const spec = new Map<string, number>();
      const size = 1 + Math.floor(rnd() * 7);
      for (let k = 0; k < size; k++) {
        const t = pick(types).type;
        spec.set(t, (spec.get(t) ?? 0) + 1);
      }
      return [...spec].map(([type, count]) => ({ type, count }));
    };
    const input: Input = { kind, attackers: army('attacker'), defenders: army('defender') };
    if (rnd() < 0.5) input.options = OPTIONS.filter(() => rnd() < 0.35);
    if (rnd() < 0.25) input.maxRounds = 1 + Math.floor(rnd() * 4);
    if (rnd() < 0.2) input.retreat = rnd() < 0.5 ? { afterRound: 1 + Math.floor(rnd() * 3) } : { belowWinChance: rnd() * 0.6 };
    if (rnd() < 0.15) input.attackerOrderOfLoss = [...input.attackers].reverse().map((u) => u.type);
    if (rnd() < 0.1) input.defenderUnitOrder = input.defenders.flatMap((u) => [u.type]);
    if (ruleset === 'pacific-2001' && kind === 'land' && rnd() < 0.2) input.surpriseAttack = true;
    if (kind === 'land' && rnd() < 0.2) input.bombarding = [{ type: pick(['battleship', 'cruiser', 'destroyer']), count: 1 }];
    out.push({ ruleset, input, budget: rnd() < 0.1 ? Math.floor(rnd() * 3000) : null });
  }
  return out;
}

export function allCases(rules: Rules): { name: string; c: Case }[] {
  const row = BATTLES.map((b) => ({ name: `row: ${b.name}`, c: { ruleset: b.rs.data.id, input: b.input, budget: null } }));
  const tests = (JSON.parse(readFileSync(join(__dirname, 'odds-cases.json'), 'utf8')) as Case[]).map((c, i) => ({
    name: `tests #${i}`,
    c,
  }));
  const drawn = drawnCases(rules, 300).map((c, i) => ({ name: `drawn #${i}`, c }));
  return [...row, ...tests, ...drawn];
}

function check(before: Rules, after: Rules): number {
  const cases = allCases(after);
  let errors = 0;
  for (const { name, c } of cases) {
    const x = answer(before, c);
    const y = answer(after, c);
    if (x !== y) throw new Error(`${name}: the answers differ\n${JSON.stringify(c)}\nbefore ${x}\nafter  ${y}`);
    if (x.includes('"error"')) errors++;
  }
  console.log(`${cases.length} cases, every answer identical (${errors} of them the same refusal)`);
  return cases.length;
}

/** CPU µs of this process for one run of each row battle. */
function time(rules: Rules): number[] {
  return BATTLES.map((b) => {
    const rs = rules.rulesetView(b.rs.data.id);
    const t0 = process.cpuUsage();
    try {
      rules.battleOdds(rs, b.input);
    } catch (e) {
      if (!(e instanceof Error) || !/too large/.test(e.message)) throw e;
    }
    const t = process.cpuUsage(t0);
    return (t.user + t.system) / 1000;
  });
}

function main() {
  const baseRoot = resolve(arg('base'));
  const before = load(baseRoot);
  const after = load(resolve(__dirname, '..'));
  check(before, after);
  if (arg('check-only', 'no') === 'yes') return;
  const slices = numberArg('slices', '12', { min: 2, integer: true });
  console.log(
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  time(before);
  time(after);
  const ms: Record<'before' | 'after', number[][]> = { before: [], after: [] };
  for (let s = 0; s < slices; s++) {
    // A B B A: each build as often first as second.
    const order: ('before' | 'after')[] = s % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const side of order) ms[side].push(time(side === 'before' ? before : after));
  }
  const col = (runs: number[][], i: number) => runs.map((r) => r[i]);
  const rows = BATTLES.map((b, i) => {
    const [bb, ab] = [Math.min(...col(ms.before, i)), Math.min(...col(ms.after, i))];
    const [bm, am] = [median(col(ms.before, i)), median(col(ms.after, i))];
    return { battle: b.name, beforeBest: bb, afterBest: ab, bestRatio: ab / bb, beforeMedian: bm, afterMedian: am, medianRatio: am / bm };
  });
  for (const r of rows)
    console.log(
      `${r.battle.slice(0, 44).padEnd(44)} best ${r.beforeBest.toFixed(1)} -> ${r.afterBest.toFixed(1)} ms (${r.bestRatio.toFixed(2)})` +
        `  median ${r.beforeMedian.toFixed(1)} -> ${r.afterMedian.toFixed(1)} ms (${r.medianRatio.toFixed(2)})`,
    );
  const sum = (xs: number[]) => xs.reduce((x, y) => x + y, 0);
  const totals = (runs: number[][]) => runs.map(sum);
  const sb = sum(rows.map((r) => r.beforeBest));
  const sa = sum(rows.map((r) => r.afterBest));
  console.log(`all battles, sum of bests: ${sb.toFixed(0)} -> ${sa.toFixed(0)} ms CPU (after ÷ before ${(sa / sb).toFixed(3)})`);
  const [mb, ma] = [median(totals(ms.before)), median(totals(ms.after))];
  console.log(`all battles, median total: ${mb.toFixed(0)} -> ${ma.toFixed(0)} ms CPU (after ÷ before ${(ma / mb).toFixed(3)})`);
  console.log(
    `load average at end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
}

if (require.main === module) main();
