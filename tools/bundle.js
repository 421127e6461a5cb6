// The server as one file (issue 29: resolving, finding and reading about a thousand modules was a third of a
// start): esbuild bundles tsc's output (dist/src, which carries type-graphql's decorator metadata: esbuild
// cannot emit that from TypeScript) into dist/bundle/serve.js, which `npm start` runs, with the battle-odds
// worker beside it (src/api/odds-runner.ts starts dist/bundle/odds-worker.js from its own folder).
// Left outside, loaded from node_modules when first required:
// - better-sqlite3 (a native addon; the store's threads require it by its resolved path);
// - what a start must not load and the bundle would only make larger to read: graphql-jit (and through it
//   fast-json-stringify and ajv), ajv, class-validator's index (type-graphql's own validation, never used:
//   src/api/validation.ts), the KurrentDB client (EVENT_STORE=kurrentdb only);
// - graphql, since graphql-jit requires it (and its files) from node_modules: one copy for both, or graphql-jit
//   would meet another copy's schema and every compile would fail ("from another module or realm");
// - ws's optional native helpers, which it requires inside a try; ts-node;
// - @apollo/utils.createhash, which uses Node's crypto only when its own `module.require` exists: esbuild's module
//   objects have none, so bundled it hashed every request's query text with sha.js, a SHA-256 in JavaScript.
// test/api/start-loads.test.ts checks that the lazy ones are still absent when the server listens.
//   node tools/bundle.js   (npm run build runs it after tsc)
const { join } = require('node:path');

const root = join(__dirname, '..');

/** Packages kept outside, with their files (esbuild's external also matches "graphql/execution" etc.). */
const EXTERNAL = [
  'graphql',
  'better-sqlite3',
  'graphql-jit',
  'ajv',
  '@kurrent/kurrentdb-client',
  'bufferutil',
  'utf-8-validate',
  'ts-node', // only when src/api/odds-runner.ts runs as TypeScript (tests), never from the bundle
  '@apollo/utils.createhash', // Apollo's query hash by Node's crypto, not sha.js (above)
];

/** class-validator's index only: the parts src/api/class-validator.ts requires by their own files are bundled. */
const classValidatorIndex = {
  name: 'class-validator-index',
  setup(build) {
    build.onResolve({ filter: /^class-validator$/ }, (args) => ({ path: args.path, external: true }));
  },
};

/** Builds dist/bundle/ from dist/src/ (run tsc first). */
async function bundle() {
  const esbuild = require('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { serve: 'dist/src/cli/serve.js', 'odds-worker': 'dist/src/api/odds-worker.js' },
    outdir: 'dist/bundle',
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: EXTERNAL,
    plugins: [classValidatorIndex],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

module.exports = { bundle };

if (require.main === module)
  bundle().catch((err) => {
    console.error(err);
    process.exit(1);
  });
