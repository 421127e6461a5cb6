// Runs the benchmarks one after the other, each in its own process so one's
// heap and JIT state do not colour the next (`npm run bench`):
//
//   npx ts-node --transpile-only bench/run.ts
//
// Each benchmark runs with its default arguments; run a file directly to pass
// its own (see the comment at the top of each). A missing file is skipped.
// Exits non-zero if any benchmark failed.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const BENCHMARKS = ['append-throughput.ts', 'fold-game.ts'];
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';

let failed = 0;
for (const file of BENCHMARKS) {
  const rel = `bench/${file}`;
  if (!existsSync(join(ROOT, rel))) {
    console.log(`== ${rel}: not present, skipped\n`);
    continue;
  }
  console.log(`== ${rel}`);
  const started = Date.now();
  const run = spawnSync(NPX, ['ts-node', '--transpile-only', rel], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.error || run.status !== 0) {
    failed++;
    console.log(`== ${rel}: FAILED (${run.error?.message ?? `exit ${run.status ?? run.signal}`}) after ${seconds} s\n`);
  } else {
    console.log(`== ${rel}: done in ${seconds} s\n`);
  }
}
process.exitCode = failed ? 1 : 0;
