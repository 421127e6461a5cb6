// Issue 28: the linter fails on a value-level import cycle (npm run lint runs
// .dependency-cruiser-cycles.cjs over src/ and projections/), also when the module
// is imported for a type too; a type-only import back is erased at compile time
// and is no cycle.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

test('a cycle hidden beside a type-only import is an error; a type-only import back is not', () => {
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      'test/tools/fixtures/import-cycle',
      '--config',
      '.dependency-cruiser-cycles.cjs',
      '--output-type',
      'err',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(run.status).not.toBe(0);
  const out = run.stdout + run.stderr;
  expect(out).toMatch(/no-value-cycle: test\/tools\/fixtures\/import-cycle\/a\.ts/);
  expect(out).not.toMatch(/import-cycle\/[cd]\.ts →/);
}, 60_000);
