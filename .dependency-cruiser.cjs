// Import rules the linter enforces (npm run lint; issue 28): each folder of the rules core is used from
// outside only through its public face, its index.ts (type-only imports included). The other rule, no
// value-level import cycle, is checked on the compiled JavaScript: .dependency-cruiser-cycles.cjs.

/** The folders of src/rules with a public face. combat, raids and movement have none yet: combat and raids run
 * each other's steps (machine.ts, start.ts <-> raids/steps.ts, raid.ts) and combat and movement share helpers
 * (capital-damage.ts, carrier-fighters.ts), so a face on either side closes a cycle. */
const FACES = [
  'air-patrol',
  'bot-seats',
  'capture',
  'clocks',
  'combat',
  'dice',
  'engine',
  'game',
  'income',
  'kamikaze',
  'mobilize',
  'movement',
  'politics',
  'positions',
  'purchase',
  'raids',
  'reinforcements',
  'resurface',
  'ruleset',
  'rulesets',
  'rulings',
  'scramble',
  'sea-control',
  'turn',
  'units',
  'victory',
];

module.exports = {
  forbidden: [
    {
      name: 'one-public-face',
      comment: 'A file outside src/rules/X uses X only through src/rules/X/index.ts, which exports what other folders may use.',
      severity: 'error',
      from: { path: '^src/rules/([^/]+)/', pathNot: '^src/rules/engine/mechanics[.]ts$' },
      to: { path: `^src/rules/(${FACES.join('|')})/`, pathNot: ['^src/rules/$1/', '^src/rules/[^/]+/index[.]ts$'] },
    },
    {
      name: 'mechanics-composer',
      comment:
        "engine/mechanics.ts composes the mechanics: it alone imports each folder's mechanic.ts (a face does not re-export its mechanic, " +
        "so a rule that uses another folder's helpers does not load every mechanic behind it); otherwise it too goes through faces.",
      severity: 'error',
      from: { path: '^src/rules/engine/mechanics[.]ts$' },
      to: {
        path: `^src/rules/(${FACES.join('|')})/`,
        pathNot: ['^src/rules/engine/', '^src/rules/[^/]+/index[.]ts$', '^src/rules/[^/]+/mechanic[.]ts$'],
      },
    },
    {
      name: 'rules-core-face',
      comment: 'Outside the rules core, src/rules/index.ts is the way in (or a folder face).',
      severity: 'error',
      from: { pathNot: '^src/rules/' },
      to: { path: '^src/rules/', pathNot: ['^src/rules/index[.]ts$', '^src/rules/[^/]+/index[.]ts$'] },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  },
};
