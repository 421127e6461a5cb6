// Issue 16: the violation catalogue is the ViolationCode enum: each code the
// rules core (or the app around it) refuses with is a value, described with the
// RULES ids behind it. A code used in the sources and missing from the enum fails
// here, naming it: add it to src/rules/engine/violations.ts (ViolationCode) and
// to src/api/catalogue/violation-codes.ts (the compiler asks for the second).
import 'reflect-metadata';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { GraphQLEnumType } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import { VIOLATION_CATALOGUE } from '../../src/api/catalogue/violation-codes';

const ROOT = resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Every code the sources refuse with: reject('X', …), violation('X', …), no('X', …), { code: 'X', rule: … }, refused: 'X'. */
function codesUsed(): Map<string, string> {
  const used = new Map<string, string>();
  const patterns = [
    /\b(?:violation|reject|refuse|no)\(\s*'([A-Z][A-Z_]+)'/g,
    /code: '([A-Z][A-Z_]+)',\s*rule:/g,
    /refused: '([A-Z][A-Z_]+)'/g,
  ];
  for (const file of [...sources(join(ROOT, 'src/rules')), ...sources(join(ROOT, 'src/app'))]) {
    const text = readFileSync(file, 'utf8');
    for (const p of patterns) for (const m of text.matchAll(p)) used.set(m[1], file.slice(ROOT.length + 1));
  }
  return used;
}

test('every violation code used by the rules core and the app is a value of the ViolationCode enum', async () => {
  const schema = await buildApiSchema();
  const values = new Set((schema.getType('ViolationCode') as GraphQLEnumType).getValues().map((v) => v.name));
  const used = codesUsed();
  expect(used.size).toBeGreaterThan(80);
  const missing = [...used].filter(([code]) => !values.has(code)).map(([code, file]) => `${code} (used in ${file})`);
  expect(missing).toEqual([]);
});

test('each catalogue entry says what the code means and cites RULES ids or a docs page', async () => {
  const schema = await buildApiSchema();
  for (const v of (schema.getType('ViolationCode') as GraphQLEnumType).getValues()) {
    const entry = VIOLATION_CATALOGUE[v.name as keyof typeof VIOLATION_CATALOGUE];
    expect(entry.description.length).toBeGreaterThan(10);
    expect(entry.rules.length).toBeGreaterThan(0);
    for (const r of entry.rules) expect(r).toMatch(/^([A-Z]+-\d+|RULES §[\d.]+|docs\/[a-z-]+\.md|API)$/);
    expect(v.description).toContain(entry.rules[0]);
  }
});
