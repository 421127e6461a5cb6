// Every environment variable the server reads is in the README's configuration
// table, and the table names none it does not read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const read = (f: string) => readFileSync(join(ROOT, f), 'utf8');
const SOURCES = ['src/app/config.ts', 'src/app/secret.ts', 'src/app/operator.ts', 'src/app/logger.ts', 'src/store/index.ts', 'src/cli/serve.ts'];
/** Read by the platform, not configuration of this server. */
const NOT_SETTINGS = new Set(['XDG_CONFIG_HOME', 'APPDATA', 'HOME']);

test('the README configuration table lists exactly the variables the server reads', () => {
  const used = new Set<string>();
  for (const f of SOURCES) {
    const text = read(f);
    for (const m of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) used.add(m[1]);
    for (const m of text.matchAll(/(?:intFrom|boolFrom)\(env, '([A-Z][A-Z0-9_]+)'/g)) used.add(m[1]);
    for (const m of text.matchAll(/rateLimitFrom\('([A-Z][A-Z0-9_]+)'/g)) used.add(m[1]);
  }
  for (const n of NOT_SETTINGS) used.delete(n);
  const readme = read('README.md');
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Running it in public'));
  const documented = new Set([...table.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]));
  expect([...used].sort()).toEqual([...documented].sort());
  expect(used.size).toBeGreaterThan(20);
});
