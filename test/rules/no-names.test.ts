// Issue 11: a ruleset declares its game; rules code names no power, unit type
// or territory, and lists no turn's phases. Those live in the ruleset data
// (rulesets/<id>/ruleset.json) and the ruleset's own module
// (rulesets/<id>/definition.ts); this test reads every rules file and fails on
// a string literal that names one, so the next ruleset is data, not edits.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { rulesetIds, getRuleset } from '../../src/rules/rulesets';
import { PHASE_KINDS } from '../../src/rules/ruleset/definition';

const RULES = resolve(__dirname, '../../src/rules');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return relative(RULES, p) === 'rulesets' ? [] : files(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

/** The code without its comments (names may be mentioned in explanations). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const literals = (text: string) => [...code(text).matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$\n]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);

describe('no power, unit or territory name and no phase list in rules code (issue 11)', () => {
  const names = new Map<string, string>();
  for (const id of rulesetIds()) {
    const data = getRuleset(id);
    for (const p of data.powers) names.set(p.id, 'power');
    for (const u of data.units) names.set(u.type, 'unit type');
    for (const t of data.territories) if (!names.has(t.name)) names.set(t.name, 'territory');
  }
  const sources = files(RULES);

  test('the scan reads the rules folders and knows the names', () => {
    expect(sources.length).toBeGreaterThan(60);
    expect(names.get('Japan')).toBe('power');
    expect(names.get('factory_upgrade')).toBe('unit type');
    expect(names.get('Iwo Jima')).toBe('territory');
  });

  test('no rules file outside rulesets/ names a power, unit type or territory in a string', () => {
    const found: string[] = [];
    for (const f of sources)
      for (const s of literals(readFileSync(f, 'utf8'))) if (names.has(s)) found.push(`${relative(RULES, f)}: "${s}" (${names.get(s)})`);
    expect(found).toEqual([]);
  });

  test("no rules file lists a turn's phases: each ruleset declares its own (ruleset/definition.ts holds only the kinds)", () => {
    const found: string[] = [];
    for (const f of sources) {
      // The kinds themselves, and the decision kinds (one per phase kind among others), are vocabularies, not a turn.
      if ([join('ruleset', 'definition.ts'), join('engine', 'pending.ts')].includes(relative(RULES, f))) continue;
      for (const m of code(readFileSync(f, 'utf8')).matchAll(/\[([^\]]*)\]/g)) {
        const kinds = [...m[1].matchAll(/'([a-zA-Z]+)'/g)].map((x) => x[1]).filter((k) => (PHASE_KINDS as readonly string[]).includes(k));
        if (kinds.length >= 4) found.push(`${relative(RULES, f)}: [${kinds.join(', ')}]`);
      }
    }
    expect(found).toEqual([]);
  });
});
