// Issue 28 "Names the types know": fewer than 40 non-null assertions (`x!`) in src/, counted as
// tools/count-non-null.ts counts them. A lookup that cannot miss is total (rs.unit, UnitTable.unit,
// ruleset/total.ts entry and present: a clear Error naming what was missing), not a `!`.
import { nonNullAssertions } from '../../tools/count-non-null';

const LIMIT = 40;

test(`src/ has fewer than ${LIMIT} non-null assertions`, () => {
  const found = nonNullAssertions(['src']);
  const listed = found.map((a) => `${a.file}:${a.line}: ${a.text}`).join('\n');
  if (found.length >= LIMIT) throw new Error(`${found.length} non-null assertions in src/ (goal: under ${LIMIT}):\n${listed}`);
  expect(found.length).toBeLessThan(LIMIT);
});

test('the counter sees a `!` assertion and not `!==` or `!x`', () => {
  const here = nonNullAssertions(['test/tools/fixtures']);
  expect(here.map((a) => a.text)).toEqual(['m.get(1)!']);
});
