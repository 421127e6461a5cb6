// Jest's globalSetup: compiles the server into dist/ (`npm run build`, incremental: about
// 3 s when nothing changed) once before any test file runs, so the tests that start the
// server or a command-line tool as `npm start` and `npm run <tool>` do (node dist/...) run
// what the source says. Done once here, never by two test files at once.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function buildDist(): void {
  const root = join(__dirname, '../..');
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
    timeout: 600_000,
  });
}
