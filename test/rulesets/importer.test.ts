// Drift check: re-importing the reference files must give exactly the
// committed ruleset JSON. The reference folder lives beside the repository
// (../shared/reference); CI has it. Without it this suite is skipped, loudly.
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { RULESET_SOURCES, importAll, importRuleset, rulesetJsonPath, serialize } from '../../tools/import-rulesets';
import { getRuleset, rulesetIds } from '../../src/rules/rulesets';

const referenceDir = path.resolve(__dirname, '../../../shared/reference');
const repoRoot = path.resolve(__dirname, '../..');
const present = fs.existsSync(referenceDir);
const maybe = present ? describe : describe.skip;

if (!present) {
  console.warn(
    `importer.test.ts skipped: the reference folder is absent (${referenceDir}); the committed ruleset JSON was not checked for drift.`,
  );
}

maybe('tools/import-rulesets.ts against the reference files', () => {
  const imported = present ? importAll(referenceDir) : new Map();

  test.each(RULESET_SOURCES.map((s) => [s.id]))('%s: re-import deep-equals the committed JSON', (id) => {
    expect(imported.get(id)).toEqual(getRuleset(id));
  });

  test.each(RULESET_SOURCES.map((s) => [s.id]))('%s: re-import gives the committed bytes', (id) => {
    const committed = fs.readFileSync(rulesetJsonPath(repoRoot, id), 'utf8');
    expect(serialize(imported.get(id)!)).toBe(committed);
  });

  test.each(RULESET_SOURCES.map((s) => [s.id, s.file]))('%s: import is deterministic and hashes the file bytes', (id, file) => {
    const bytes = fs.readFileSync(path.join(referenceDir, file));
    const a = serialize(importRuleset(bytes, id));
    const b = serialize(importRuleset(bytes.toString('utf8'), id));
    expect(a).toBe(b);
    expect(JSON.parse(a).sourceHash).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  test('every ruleset the registry knows is imported (none is committed by hand)', () => {
    expect(RULESET_SOURCES.map((s) => s.id)).toEqual(rulesetIds());
  });

  test('unknown ruleset ids are refused', () => {
    expect(() => importRuleset('<game/>', 'pacific-1999')).toThrow(/unknown ruleset id/);
  });
});
