// Records a build's battleOdds answers for test/combat/odds-identical.test.ts (test/fixtures/odds-main-answers.json):
// some cases aimed at the paths issue 29's change restructured, and bench/ab-odds.ts's cases that run fast (the odds
// tests' own, the first 120 drawn). Recorded from main at faefbb6, before the change; re-record only from a build whose
// answers are the ones to keep.
//
//   npx ts-node --transpile-only bench/odds-record-answers.ts --base /path/to/built/checkout
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { allCases, answer as answerOf, load, type Case } from './ab-odds';
import { arg } from './lib/args';

const base = load(resolve(arg('base')));
const u = (s: Record<string, number>) => Object.entries(s).map(([type, count]) => ({ type, count }));
const aimed: { name: string; c: Case }[] = [
  {
    name: 'AA fire may down the only plane: an end inside round 1',
    c: {
      ruleset: 'pacific-1940',
      input: { kind: 'land', attackers: u({ fighter: 1 }), defenders: u({ aaGun: 1, infantry: 1 }) },
      budget: null,
    },
  },
  {
    name: 'transports alone swept by the attacker (UNIT-7)',
    c: { ruleset: 'pacific-1940', input: { kind: 'sea', attackers: u({ destroyer: 1 }), defenders: u({ transport: 2 }) }, budget: null },
  },
  {
    name: 'attacking transports swept by the defender (UNIT-7)',
    c: {
      ruleset: 'pacific-1940',
      input: { kind: 'sea', attackers: u({ transport: 2, submarine: 1 }), defenders: u({ destroyer: 2 }) },
      budget: null,
    },
  },
  {
    name: 'a cap: unfinished',
    c: {
      ruleset: 'pacific-1940',
      input: { kind: 'land', attackers: u({ infantry: 6, artillery: 2 }), defenders: u({ infantry: 7 }), maxRounds: 2 },
      budget: null,
    },
  },
  {
    name: 'a cap and a later retreat',
    c: {
      ruleset: 'pacific-1940',
      input: {
        kind: 'land',
        attackers: u({ infantry: 6, armour: 2 }),
        defenders: u({ infantry: 7 }),
        maxRounds: 3,
        retreat: { afterRound: 4 },
      },
      budget: null,
    },
  },
  {
    name: 'a retreat after round 2 at sea',
    c: {
      ruleset: 'pacific-1940',
      input: {
        kind: 'sea',
        attackers: u({ destroyer: 3, fighter: 2 }),
        defenders: u({ cruiser: 2, submarine: 2 }),
        retreat: { afterRound: 2 },
      },
      budget: null,
    },
  },
  {
    name: 'a retreat below a win chance',
    c: {
      ruleset: 'pacific-1940',
      input: {
        kind: 'land',
        attackers: u({ infantry: 8, artillery: 3, fighter: 1 }),
        defenders: u({ infantry: 9, armour: 1 }),
        retreat: { belowWinChance: 0.4 },
      },
      budget: null,
    },
  },
  {
    name: 'bombardment against a defence already beaten',
    c: {
      ruleset: 'pacific-1940',
      input: { kind: 'land', attackers: u({ infantry: 2 }), defenders: u({ aaGun: 1 }), bombarding: u({ battleship: 1 }) },
      budget: null,
    },
  },
  {
    name: 'hundreds of states (the answers pool grows)',
    c: {
      ruleset: 'pacific-1940',
      input: { kind: 'land', attackers: u({ infantry: 14, artillery: 4, armour: 2 }), defenders: u({ infantry: 16, armour: 2 }) },
      budget: null,
    },
  },
  {
    name: 'hundreds of side states at sea (the sums by next state grow)',
    c: {
      ruleset: 'pacific-1940',
      input: {
        kind: 'sea',
        attackers: u({ submarine: 5, destroyer: 3, fighter: 3, battleship: 1, carrier: 1 }),
        defenders: u({ submarine: 4, destroyer: 2, cruiser: 2, fighter: 2, carrier: 1 }),
      },
      budget: null,
    },
  },
  {
    name: 'a budget that runs out',
    c: {
      ruleset: 'pacific-1940',
      input: { kind: 'land', attackers: u({ infantry: 14, artillery: 4 }), defenders: u({ infantry: 16 }) },
      budget: 5000,
    },
  },
];
const answer = (c: Case) => answerOf(base, c);
const fast = allCases(base)
  .filter(({ name }) => !name.startsWith('row:') && !(name.startsWith('drawn') && Number(name.split('#')[1]) >= 120))
  // Small enough for a test: a refusal, or at most 3,000 states.
  .filter(({ c }) => ((JSON.parse(answer(c)) as { out: { states?: number } }).out.states ?? 0) <= 3000);
const list = [...aimed, ...fast].map(({ name, c }) => ({ name, ...c, answer: answer(c) }));
writeFileSync(join(__dirname, '../test/fixtures/odds-main-answers.json'), '[\n' + list.map((x) => JSON.stringify(x)).join(',\n') + '\n]\n');
console.log(`${list.length} cases recorded`);
