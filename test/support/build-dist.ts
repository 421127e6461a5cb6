// Jest's globalSetup: compiles the server into dist/ (`npm run build`, incremental: about
// 3 s when nothing changed) and bundles it into dist/bundle/serve.js (tools/bundle.js, about
// 2 s) once before any test file runs, so the tests that start the server or a command-line
// tool as `npm start` and `npm run <tool>` do (node dist/...) run what the source says. Then bundles the replay viewer
// (vite, about 1.5 s) into dist/viewer, so the browser tests (test/viewer) test the viewer's current source. Done once
// here, never by two test files at once.
// Always dist/viewer, and VIEWER_DIR cleared for the test processes (they inherit this one's environment): a VIEWER_DIR
// left set in a developer's shell would otherwise be emptied by vite's --emptyOutDir, or served instead of this build.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default async function buildDist(): Promise<void> {
  const root = join(__dirname, '../..');
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
    timeout: 600_000,
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own script (JavaScript, as npm runs it)
  await (require(join(root, 'tools/bundle.js')) as { bundle(): Promise<void> }).bundle();
  delete process.env.VIEWER_DIR;
  const outDir = join(root, 'dist', 'viewer');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'viewer/vite.config.mts', '--outDir', outDir, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit', timeout: 300_000 },
  );
}
