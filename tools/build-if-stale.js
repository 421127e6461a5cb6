// `npm start`'s check of the build, in a few milliseconds when nothing changed (issue 29: `tsc -b`
// alone spent about 1.2 s of every start loading TypeScript to find nothing to do):
// - the server: `tsc -b tsconfig.build.json` runs only when a file it compiles (src/, projections/),
//   a tsconfig or package.json is newer than its last build (dist/.tsbuildinfo);
// - the viewer: `vite build` (~2 s) runs only when a file under viewer/ is newer than dist/viewer.
// A stale check errs towards building: tsc -b and vite then decide for themselves.
const { existsSync, readdirSync, statSync, utimesSync } = require('node:fs');
const { join } = require('node:path');
const { spawnSync } = require('node:child_process');

const root = join(__dirname, '..');

/** The newest modification time of the files under `dir` (or of `dir` itself when it is a file). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = 0;
  for (const e of readdirSync(path, { withFileTypes: true })) t = Math.max(t, newest(join(path, e.name)));
  return t;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : -1);

const serverSources = ['src', 'projections', 'tsconfig.json', 'tsconfig.build.json', 'package.json'].map((p) => join(root, p));
if (Math.max(...serverSources.map(newest)) > builtAt(join(root, 'dist/.tsbuildinfo'))) {
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
  // tsc -b leaves its build info alone when a newer file changed nothing: mark the check done.
  const now = new Date();
  utimesSync(join(root, 'dist/.tsbuildinfo'), now, now);
}

if (newest(join(root, 'viewer')) > builtAt(join(root, 'dist/viewer/index.html'))) {
  import('vite')
    .then((vite) => vite.build({ configFile: join(root, 'viewer/vite.config.mts') }))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
