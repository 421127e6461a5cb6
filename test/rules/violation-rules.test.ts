// Every refusal cites the rule that forbids it (issue 10 item 8): each rule a
// violation names is an id RULES.md defines (POL-3, AMBIG-04, ...), or a
// RULES.md section where it has no ids (RULES §3), or, for what is not a game
// rule, the API or the document that defines it. A frontend shows it to players.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { OPTIONAL_RULES } from '../../src/rules/rulesets/options';

const RULES_MD = resolve(__dirname, '../../../shared/RULES.md');
const present = existsSync(RULES_MD);
if (!present) console.warn(`violation-rules.test.ts skipped: ${RULES_MD} is absent, so rule citations were not checked against it.`);
const maybe = present ? describe : describe.skip;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Non-game sources a refusal may cite. */
const OTHER = new Set([
  'API',
  'docs/dice.md',
  'docs/positions.md',
  'docs/seats.md',
  'docs/rulings.md',
  'docs/clocks.md',
  'docs/bots.md',
  'docs/operations.md',
  ...OPTIONAL_RULES.map((o) => o.id),
]);

maybe('violation rule citations (RULES.md)', () => {
  const rules = present ? readFileSync(RULES_MD, 'utf8') : '';
  const ids = new Set([...rules.matchAll(/\*\*([A-Z]{2,5}-\d+)\b/g)].map((m) => m[1]));
  const sections = new Set([...rules.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1]));
  // The rules core and the command service; API resolvers build violations through the same codes.
  const files = [...sources(resolve(__dirname, '../../src/rules')), ...sources(resolve(__dirname, '../../src/app'))];
  // A violation's second argument (reject, no, violation, inPhase) or a `rule:` in an object literal beside a code.
  const calls = files.flatMap((f) =>
    [
      ...readFileSync(f, 'utf8').matchAll(
        /(?:\b(?:reject|no|violation)\(\s*'?([A-Z_]+|entering\.effect\.refused)'?,\s*|inPhase\(\s*'[a-zA-Z]+',\s*|code: '([A-Z_]+)', rule: )('[^']*'|`[^`]*`|[\w.]+\([^)]*\) \? '[^']*' : '[^']*'|[^,)]+)/g,
      ),
    ].map((m) => ({
      file: f.slice(f.indexOf('src/')),
      code: m[1] ?? m[2] ?? 'WRONG_PHASE',
      rule: m[3].trim(),
    })),
  );

  test('the scan finds the refusals (a sanity floor, so a changed call style cannot empty it)', () => {
    expect(calls.length).toBeGreaterThan(150);
  });

  test('RULES.md defines the ids it is checked against', () => {
    for (const id of ['POL-3', 'MOV-1', 'CBT-8', 'NCM-3', 'AMBIG-38', 'KAM-3', 'SBR-6', 'VIC-3', 'CNV-7', 'CAP-9'])
      expect(ids).toContain(id);
  });

  test('each cited rule is a RULES.md id, a RULES.md section, or a named non-game source', () => {
    const literal = (r: string) => /^'.*'$/.test(r);
    const bad: string[] = [];
    for (const c of calls) {
      if (/^`[^`]*`$/.test(c.rule)) {
        // A template: its literal parts are checked; what it interpolates is a rule from the ruleset's declaration, checked below.
        for (const part of c.rule.slice(1, -1).split(/\$\{[^}]*\}/))
          for (const p of part.split(', ').filter((x) => x.trim())) check(p.trim(), c);
        continue;
      }
      if (!literal(c.rule)) {
        // Computed citations are built from literals checked here too (e.g. `rule` = 'MOB-5' or 'MOB-7'; casualtyProblem's
        // `problem.rule` is 'CBT-7' or 'UNIT-7', typed so, each a `rule: '…'` literal in combat/hits.ts, checked below).
        if (
          !['rule', 'code', 'entering.rule', 'spec.phases.rule', 'notYoursRule ?? rule', 'who.rule', 'problem.rule'].includes(c.rule) &&
          !/\? '[^']*' : '[^']*'$/.test(c.rule)
        )
          bad.push(`${c.file}: ${c.code} cites a computed rule ${c.rule}`);
        const options = [...c.rule.matchAll(/'([^']*)'/g)].map((m) => m[1]);
        for (const o of options) check(o, c);
        continue;
      }
      check(c.rule.slice(1, -1), c);
    }
    function check(rule: string, c: { file: string; code: string }) {
      for (const part of rule.split(', ')) {
        const section = /^RULES §(\d+(?:\.\d+)?)$/.exec(part);
        const ok = ids.has(part) || OTHER.has(part) || (section && sections.has(section[1]));
        if (!ok) bad.push(`${c.file}: ${c.code} cites "${part}" (in "${rule}")`);
      }
    }
    // The rules a command's spec cites for its refusals (engine/mechanic.ts: phases, answers) and pending decisions cite.
    for (const f of files)
      for (const m of readFileSync(f, 'utf8').matchAll(/\b(?:rule|notYoursRule): '([^']*)'/g))
        check(m[1], { file: f.slice(f.indexOf('src/')), code: 'spec' });
    // The rules the rulesets declare (politics: declarations, acts of war, refusals) are cited by refusals and events too.
    for (const f of sources(resolve(__dirname, '../../src/rules/rulesets')))
      for (const m of readFileSync(f, 'utf8').matchAll(/\brule: '([^']*)'/g))
        check(m[1], { file: f.slice(f.indexOf('src/')), code: 'declared' });
    expect(bad).toEqual([]);
  });
});
