// No value-level import cycle anywhere in src/ and projections/ (issue 28; npm run lint). dependency-cruiser
// reads what TypeScript compiles to (tsPreCompilationDeps: false): a type-only import is erased, so it is no
// edge, and every edge that is left is a value. (Read from the TypeScript with type-only edges excluded
// through `viaOnly`, dependency-cruiser 17 left some edges of real cycles unmarked: 23 value cycles went
// unseen, one of which loaded a ruleset before the helper it called at load time.)
module.exports = {
  forbidden: [
    {
      name: 'no-value-cycle',
      comment: 'A value-level import cycle makes load order matter; mechanics compose through the engine (src/rules/README.md).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: false,
    doNotFollow: { path: 'node_modules' },
  },
};
