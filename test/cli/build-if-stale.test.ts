// `npm start`'s check of the build (tools/build-if-stale.js) keeps the server's bundle, which `npm start` runs,
// in step with tsc's output: it bundles when there is no bundle or when tsc built since (dist/.tsbuildinfo is
// newer), and leaves a current bundle alone. Run on a copy of the two scripts in a folder of its own, with a small
// dist/src standing in for tsc's output (no src/ or viewer/ there, so neither tsc nor vite runs), so that the
// package's own bundle, which other test files start meanwhile, is never rewritten under them.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir } from '../api/helpers';

const ROOT = resolve(__dirname, '../..');

describe('npm start’s check rebuilds the bundle when tsc’s output is newer, and only then', () => {
  const tmp = tempDir('pacific-build-check-');
  const at = (p: string) => join(tmp.dir, p);
  const check = () => execFileSync(process.execPath, [at('tools/build-if-stale.js')], { cwd: tmp.dir, encoding: 'utf8' });
  const bundled = () => readFileSync(at('dist/bundle/serve.js'), 'utf8');
  const bundledAt = () => statSync(at('dist/bundle/serve.js')).mtimeMs;
  /** tsc's output as a build leaves it: the two entry points and the build info, stamped `secondsAgo` ago. */
  const tscOutput = (says: string, secondsAgo: number) => {
    writeFileSync(at('dist/src/cli/serve.js'), `console.log(${JSON.stringify(says)});\n`);
    writeFileSync(at('dist/src/api/odds-worker.js'), '');
    writeFileSync(at('dist/.tsbuildinfo'), '{}');
    const t = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(at('dist/.tsbuildinfo'), t, t);
  };

  beforeAll(() => {
    for (const dir of ['tools', 'dist/src/cli', 'dist/src/api', 'dist/viewer']) mkdirSync(at(dir), { recursive: true });
    writeFileSync(at('dist/viewer/index.html'), ''); // a viewer built, and none to build
    for (const file of ['tools/build-if-stale.js', 'tools/bundle.js']) copyFileSync(join(ROOT, file), at(file));
    writeFileSync(at('package.json'), JSON.stringify({ name: 'pacific-engine', version: '0.0.0' }));
    symlinkSync(join(ROOT, 'node_modules'), at('node_modules'));
    // The scripts as old as the build: only the build info's time decides below.
    const old = new Date(Date.now() - 3_600_000);
    for (const file of ['tools/build-if-stale.js', 'tools/bundle.js', 'package.json']) utimesSync(at(file), old, old);
  });
  afterAll(() => tmp.remove());

  test('no bundle yet: it bundles tsc’s output', () => {
    tscOutput('first build', 60);
    check();
    expect(bundled()).toContain('first build');
  });

  test('nothing built since: the bundle is left as it is', () => {
    const before = bundledAt();
    check();
    expect(bundledAt()).toBe(before);
  });

  test('tsc built since (its build info is newer than the bundle): it bundles again', () => {
    const old = new Date(Date.now() - 30_000);
    utimesSync(at('dist/bundle/serve.js'), old, old);
    tscOutput('second build', 0);
    check();
    expect(bundled()).toContain('second build');
  });
});
