// Every committed ruleset is playable now that pacific-2001's rules (RULES §7)
// are built: a game is created with it directly or from a position, and an id
// with no data stays UNKNOWN_RULESET. RULESET_NOT_PLAYABLE remains the code for
// a ruleset whose data is committed before its rules are.
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

describe('creatable rulesets (RULES §7: pacific-2001 is built)', () => {
  test('pacific-2001 is known, readable and creatable, like the 1940 rulesets', () => {
    expect(rulesetIds()).toContain('pacific-2001');
    expect(getRuleset('pacific-2001').id).toBe('pacific-2001');
    expect(creatableRulesetIds()).toEqual(['pacific-1940', 'pacific-1940-2e', 'pacific-2001']);
    expect(rulesetIds().map((id) => [id, isCreatable(id)])).toEqual([
      ['pacific-1940', true],
      ['pacific-1940-2e', true],
      ['pacific-2001', true],
    ]);
  });

  test('creating a pacific-2001 game is accepted: the game starts in round 1 with Japan to purchase (RULES §7)', () => {
    const d = create('pacific-2001');
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect([d.state.round, d.state.current, d.state.phase]).toEqual([1, 'Japan', 'purchase']);
  });

  test('an id with no data stays UNKNOWN_RULESET; the 1940 rulesets are still created', () => {
    expect(refusal(create('pacific-1999')).code).toBe('UNKNOWN_RULESET');
    expect(rulesetCreationProblem('pacific-1999')?.code).toBe('UNKNOWN_RULESET');
    for (const id of ['pacific-1940', 'pacific-1940-2e', 'pacific-2001']) {
      expect(rulesetCreationProblem(id)).toBeNull();
      expect(create(id).ok).toBe(true);
    }
  });

  test('a position document for pacific-2001 is no longer refused as a whole (positions create games)', () => {
    expect(validatePosition({ format: 'pacific-position/1', ruleset: 'pacific-2001' }).map((p) => p.code)).not.toContain(
      'RULESET_NOT_PLAYABLE',
    );
  });
});
