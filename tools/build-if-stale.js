// `npm start`'s check of the build, in a few milliseconds when nothing changed (issue 29: `tsc -b`
// alone spent about 1.2 s of every start loading TypeScript to find nothing to do):
// - the server: `tsc -b tsconfig.build.json` runs only when a file it compiles (src/, projections/),
//   a tsconfig or package.json is newer than its last build (dist/.tsbuildinfo);
// - the server's bundle, what `npm start` runs (tools/bundle.js, ~2 s): rebuilt whenever tsc's output is newer
//   than it (dist/.tsbuildinfo, which every tsc build, and the step above, leaves newer) or tools/bundle.js changed;
// - the viewer: `vite build` (~2 s) runs only when a file under viewer/ is newer than dist/viewer.
// A stale check errs towards building: tsc -b and vite then decide for themselves.
const { readdirSync, statSync, utimesSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');

/** The newest modification time of the files under the folder `dir`: one stat per file (the listing gives each entry's kind). */
function newestIn(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newestIn(path) : (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0));
  }
  return t;
}

/** The newest modification time of `path`, or of the files under it when it is a folder; 0 when it is missing. */
function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  return stat.isDirectory() ? newestIn(path) : stat.mtimeMs;
}

const builtAt = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;

const serverSources = ['src', 'projections', 'tsconfig.json', 'tsconfig.build.json', 'package.json'].map((p) => join(root, p));
if (Math.max(...serverSources.map(newest)) > builtAt(join(root, 'dist/.tsbuildinfo'))) {
  // Loaded only when there is something to build: it is a fifth of what the check costs otherwise.
  const { spawnSync } = require('node:child_process');
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
  // tsc -b leaves its build info alone when a newer file changed nothing: mark the check done.
  const now = new Date();
  utimesSync(join(root, 'dist/.tsbuildinfo'), now, now);
}

const bundled = builtAt(join(root, 'dist/bundle/serve.js'));
if (bundled < 0 || Math.max(builtAt(join(root, 'dist/.tsbuildinfo')), newest(join(root, 'tools/bundle.js'))) > bundled) {
  require('./bundle')
    .bundle()
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

if (newest(join(root, 'viewer')) > builtAt(join(root, 'dist/viewer/index.html'))) {
  import('vite')
    .then((vite) => vite.build({ configFile: join(root, 'viewer/vite.config.mts') }))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
