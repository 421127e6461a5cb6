// pacific-2001's data is committed and readable, but its rules (RULES §7) are
// not built: no game may be created with it — directly, from a position, or
// by asking for battle odds under rules the engine does not play.
import { decide, noDice } from '../../src/rules';
import { validatePosition } from '../../src/rules/positions/index';
import { creatableRulesetIds, getRuleset, isCreatable, rulesetCreationProblem, rulesetIds } from '../../src/rules/rulesets';
import { refusal } from '../rules/fixtures';

const create = (rulesetId: string) =>
  decide(
    null,
    { type: 'CreateGame', gameId: 'g', rulesetId, options: [], name: 'n', organizerTokenHash: 'o' },
    { actor: { kind: 'anonymous' }, dice: noDice },
  );

describe('creatable rulesets (RULES §7: pacific-2001 is not built yet)', () => {
  test('pacific-2001 is known and readable, but only the 1940 rulesets are creatable', () => {
    expect(rulesetIds()).toContain('pacific-2001');
    expect(getRuleset('pacific-2001').id).toBe('pacific-2001');
    expect(creatableRulesetIds()).toEqual(['pacific-1940', 'pacific-1940-2e']);
    expect(rulesetIds().map((id) => [id, isCreatable(id)])).toEqual([
      ['pacific-1940', true],
      ['pacific-1940-2e', true],
      ['pacific-2001', false],
    ]);
  });

  test('creating a pacific-2001 game is refused with RULESET_NOT_PLAYABLE, citing RULES §7 and naming the playable ones', () => {
    const v = refusal(create('pacific-2001'));
    expect(v.code).toBe('RULESET_NOT_PLAYABLE');
    expect(v.rule).toBe('RULES §7');
    expect(v.message).toContain('pacific-2001');
    expect(v.message).toContain('pacific-1940, pacific-1940-2e');
    expect(v.message).not.toMatch(/choose one of .*pacific-2001/);
  });

  test('an id with no data stays UNKNOWN_RULESET; the 1940 rulesets are still created', () => {
    expect(refusal(create('pacific-1999')).code).toBe('UNKNOWN_RULESET');
    expect(rulesetCreationProblem('pacific-1999')?.code).toBe('UNKNOWN_RULESET');
    for (const id of ['pacific-1940', 'pacific-1940-2e']) {
      expect(rulesetCreationProblem(id)).toBeNull();
      expect(create(id).ok).toBe(true);
    }
  });

  test('a position document for pacific-2001 is refused as a whole with RULESET_NOT_PLAYABLE (positions create games)', () => {
    expect(validatePosition({ format: 'pacific-position/1', ruleset: 'pacific-2001' }).map((p) => [p.path, p.code])).toEqual([
      ['ruleset', 'RULESET_NOT_PLAYABLE'],
    ]);
  });
});
