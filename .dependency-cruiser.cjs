// Import rules the linter enforces (npm run lint; issue 28): no value-level import cycle anywhere in
// src/ and projections/. Type-only imports are erased at compile time, so a cycle through one is harmless.
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A value-level import cycle makes load order matter; mechanics compose through the engine (src/rules/README.md).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  },
};
