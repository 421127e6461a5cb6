// Import rules the linter enforces (npm run lint; issue 28): each folder of the rules core is used from
// outside only through its public face, its index.ts (type-only imports included). The other rule, no
// value-level import cycle, is checked on the compiled JavaScript: .dependency-cruiser-cycles.cjs.

/**
 * The folders of src/rules with a public face: all of them. combat and raids compose through the engine (the battle
 * machine with the raid's steps: engine/battles.ts, DecideContext.battles), and what combat, capture and raids read of
 * movement lives where its rule is (capture/owners.ts, units/), so no face closes a cycle. Folders that import each
 * other at all (types included) are held to two allowed pairs by test/tools/mutual-imports.test.ts: a rule here would
 * see every mechanic meet the engine both ways (a folder-scope `circular` rule reports 64 cycles through it).
 */
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
