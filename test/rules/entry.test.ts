// Issue 11: src/rules/index.ts is the only way into the rules core from
// outside it (the API, the app, projections, the store, tools, benchmarks).
// Tests may look inside: they check the parts one by one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const RULES = join(ROOT, 'src', 'rules');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

test('code outside src/rules imports the rules core only through src/rules/index.ts', () => {
  const outside = ['src/api', 'src/app', 'src/cli', 'src/store', 'projections', 'tools', 'bench'].flatMap((d) => files(join(ROOT, d)));
  expect(outside.length).toBeGreaterThan(40);
  const deep: string[] = [];
  for (const f of outside)
    for (const m of readFileSync(f, 'utf8').matchAll(/(?:from|require\()\s*'(\.[^']+)'/g)) {
      const target = normalize(join(dirname(f), m[1]));
      if (target.startsWith(RULES + '/') && target !== join(RULES, 'index')) deep.push(`${relative(ROOT, f)} -> ${m[1]}`);
    }
  expect(deep).toEqual([]);
});
