// Row: the exact battle odds (issue 28, "Odds from the battle itself"):
// battleOdds over a fixed set of battles (small, medium, large near the
// limits (a larger one is refused after ~1.2 s either way), sea with subs and destroyers, options) against a frozen copy
// of the calculator before it took its rounds from the battle's own plan
// (bench/baselines/odds-before.ts), in the same process, alternating. Both
// answers are compared first (1e-12): the bench refuses to time different
// results, except for a battle marked `changed` (a rule the odds now take from
// the battle, which the frozen copy modelled apart).
import { battleOdds as after, rulesetView, type BattleOddsInput, type RulesetView } from '../../src/rules';
import { battleOdds as before } from '../baselines/odds-before';
import { runRow, type RowResult } from '../lib/row';
import { median } from '../lib/stats';

const u = (spec: Record<string, number>) => Object.entries(spec).map(([type, count]) => ({ type, count }));

interface Battle {
  name: string;
  rs: RulesetView;
  input: BattleOddsInput;
  /** Why this battle's answer differs from the frozen baseline's on purpose (timed, not compared), if it does. */
  changed?: string;
}

const p40 = rulesetView('pacific-1940');
const p01 = rulesetView('pacific-2001');

export const BATTLES: Battle[] = [
  {
    name: 'small land (docs example)',
    rs: p40,
    input: {
      kind: 'land',
      attackers: u({ infantry: 4, artillery: 2, armour: 1, fighter: 2, tactical_bomber: 1 }),
      defenders: u({ infantry: 6, armour: 1, aaGun: 1 }),
    },
  },
  {
    name: 'medium land 60 v 60 infantry',
    rs: p40,
    input: { kind: 'land', attackers: u({ infantry: 60 }), defenders: u({ infantry: 60 }) },
  },
  {
    name: 'large land, 20,280 states (near the largest allowed)',
    rs: p40,
    input: {
      kind: 'land',
      attackers: u({ infantry: 20, artillery: 10, armour: 8, fighter: 6, tactical_bomber: 4, bomber: 2 }),
      defenders: u({ infantry: 25, artillery: 5, armour: 5, fighter: 4, aaGun: 1 }),
    },
  },
  {
    name: 'sea with subs and destroyers',
    rs: p40,
    input: {
      kind: 'sea',
      attackers: u({ submarine: 4, destroyer: 2, fighter: 4, tactical_bomber: 3, battleship: 2, carrier: 2 }),
      defenders: u({ submarine: 3, destroyer: 2, cruiser: 2, fighter: 4, carrier: 2, transport: 3, battleship: 1 }),
    },
  },
  {
    name: 'sea with options (asw, two dice, escorts, capital damage, dogfights)',
    rs: p40,
    input: {
      kind: 'sea',
      attackers: u({ submarine: 4, destroyer: 2, fighter: 3, battleship: 2, carrier: 1 }),
      defenders: u({ submarine: 3, destroyer: 1, escort: 2, fighter: 3, carrier: 2, transport: 3, battleship: 1 }),
      options: ['hr01-destroyer-asw', 'hr01-battleship-two-dice', 'x2-escorts', 'x2-capital-ship-damage', 'hr01-dogfights'],
    },
    // Submarines' hits and planes' hits (some hunting, some not) land together here: the odds now take them by the
    // battle's own choice (combat/hits.ts chooseSlots, as autoCasualties does), the baseline by its own greedy order.
    changed: "casualties taken by the battle's own choice (hits.ts chooseSlots), issue 28",
  },
  {
    name: '2001 land with options (surprise attack, bombardment, dogfights)',
    rs: p01,
    input: {
      kind: 'land',
      attackers: u({ infantry: 8, marine: 4, artillery: 3, armour: 2, fighter: 4, bomber: 1 }),
      defenders: u({ infantry: 10, artillery: 2, armour: 2, fighter: 2, aaGun: 1 }),
      bombarding: u({ battleship: 2, destroyer: 2 }),
      surpriseAttack: true,
      options: ['hr01-dogfights', 'hr01-amphibious-support'],
    },
  },
];

type Odds = (rs: RulesetView, input: BattleOddsInput) => unknown;

/** One run of every battle; a refused one (too large) counts its time to the refusal. */
function runAll(f: Odds): number[] {
  return BATTLES.map((b) => {
    const t0 = process.hrtime.bigint();
    try {
      f(b.rs, b.input);
    } catch (e) {
      if (!(e instanceof Error) || !/too large/.test(e.message)) throw e;
    }
    return Number(process.hrtime.bigint() - t0) / 1e6;
  });
}

function sameAnswers() {
  for (const b of BATTLES) {
    if (b.changed) continue;
    const run = (f: Odds) => {
      try {
        return f(b.rs, b.input);
      } catch (e) {
        return String(e);
      }
    };
    // The answer's new field (retreat policies, none here) is left out of the comparison.
    const x = JSON.stringify(run(after), (k, v: unknown) => (k === 'attackerRetreats' && v === 0 ? undefined : v));
    const y = JSON.stringify(run(before));
    const nums = (s: string) => (s.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number);
    const [a, c] = [nums(x), nums(y)];
    if (a.length !== c.length || a.some((v, i) => Math.abs(v - c[i]) > 1e-12 * Math.max(1, Math.abs(v))))
      throw new Error(`battle "${b.name}": the odds differ from the baseline's\n${x}\n${y}`);
  }
}

/** Timed rounds of both calculators, alternating, after one untimed round each. */
const ROUNDS = 5;

export async function measure(): Promise<RowResult> {
  sameAnswers();
  runAll(after);
  runAll(before);
  const afterMs: number[][] = [];
  const beforeMs: number[][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    afterMs.push(runAll(after));
    beforeMs.push(runAll(before));
  }
  // The machine is shared (other processes come and go): each battle's best time over the rounds is the figure, as
  // docs/battle-odds.md reports best and median; the median of the totals is shown beside it.
  const best = (runs: number[][]) => BATTLES.map((_, i) => Math.min(...runs.map((ms) => ms[i])));
  const total = (runs: number[][]) => best(runs).reduce((x, y) => x + y, 0);
  const medianTotal = (runs: number[][]) => median(runs.map((ms) => ms.reduce((x, y) => x + y, 0)));
  const per = (runs: number[][]) => BATTLES.map((b, i) => ({ label: `${b.name} best ms`, value: best(runs)[i] }));
  const a = total(afterMs);
  const b = total(beforeMs);
  return {
    ratio: a / b,
    more: { medianTotals: medianTotal(afterMs) / medianTotal(beforeMs) },
    measured: [
      { label: 'all battles, sum of bests ms', value: a },
      { label: 'all battles, median total ms', value: medianTotal(afterMs) },
      ...per(afterMs),
    ],
    baseline: [
      { label: 'all battles, sum of bests ms', value: b },
      { label: 'all battles, median total ms', value: medianTotal(beforeMs) },
      ...per(beforeMs),
    ],
  };
}

if (require.main === module) runRow(measure);
