// `npm start`'s check of the viewer's bundle: rebuilds dist/viewer (vite build, ~2 s) only when a
// file under viewer/ is newer than the bundle, so a start with nothing changed costs a few ms,
// and a start after editing the viewer serves the edit.
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const bundle = join(root, 'dist/viewer/index.html');

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

if (!existsSync(bundle) || newest(join(root, 'viewer')) > statSync(bundle).mtimeMs) {
  import('vite')
    .then((vite) => vite.build({ configFile: join(root, 'viewer/vite.config.mts') }))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
