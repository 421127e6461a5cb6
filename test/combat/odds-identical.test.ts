// battleOdds keeps its answers bit for bit across a change of how it computes them (issue 29: the answer vectors in one
// pool, only the outcomes a battle can reach, fire's sums without a Map). test/fixtures/odds-main-answers.json holds
// the answers of main at faefbb6, before that change, each as the JSON of the answer (or refusal) and of the budget
// left: JSON writes every number as the shortest text that reads back as the same double, so equal text is equal
// bits. The cases: some aimed at the restructured paths (an end inside round 1, transports swept (UNIT-7), caps,
// retreats (CBT-8), bombardment (CBT-2), hundreds of states, a budget that runs out), the odds tests' own cases and
// battles drawn from a fixed seed (bench/ab-odds.ts, which also compares against a build of main directly).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { battleOdds, rulesetView, type BattleOddsInput } from '../../src/rules';

interface Recorded {
  name: string;
  ruleset: string;
  input: BattleOddsInput;
  budget: number | null;
  answer: string;
}

const recorded = JSON.parse(readFileSync(join(__dirname, '../fixtures/odds-main-answers.json'), 'utf8')) as Recorded[];

function answer(c: Recorded): string {
  const budget = c.budget === null ? undefined : { work: c.budget };
  let out: unknown;
  try {
    out = battleOdds(rulesetView(c.ruleset), c.input, budget);
  } catch (e) {
    out = { error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
  return JSON.stringify({ out, budgetLeft: budget?.work ?? null });
}

test('the fixture covers the restructured paths', () => {
  expect(recorded.length).toBeGreaterThan(150);
  const names = recorded.map((c) => c.name);
  for (const aimed of [
    'AA fire may down the only plane',
    'swept by the attacker',
    'swept by the defender',
    'a cap: unfinished',
    'below a win chance',
  ])
    expect(names.some((n) => n.includes(aimed))).toBe(true);
  // Some end in each outcome, some in a refusal: the comparison is not of answers all alike.
  const outs = recorded.map((c) => JSON.parse(c.answer).out);
  expect(outs.some((o) => o.error)).toBe(true);
  for (const k of ['attackerWins', 'defenderWins', 'draw', 'unfinished', 'attackerRetreats', 'attackerCaptures'])
    expect(outs.some((o) => o[k] > 0 && o[k] < 1)).toBe(true);
});

test.each(recorded.map((c) => [c.name, c] as const))('%s: the same answer as main, bit for bit', (_, c) => {
  expect(answer(c)).toBe(c.answer);
});
