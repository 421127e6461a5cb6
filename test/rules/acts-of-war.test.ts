// War and the moves it allows, as given / when / then (test/support/decider-spec.ts):
// POL-1, POL-2, POL-3, POL-4, POL-7, POL-8 (RULES §4.1; seed 000 §War) and MOV-9 (RULES §4.3).
import type { Command, GameEvent } from '../../src/rules';
import { relation } from '../../src/rules/engine/state';
import { given, standardGame } from '../support/decider-spec';
import { advanceTo, ids, newGame, untilTurnOf } from './fixtures';

const byJapan = { kind: 'declaration', by: 'Japan' } as const;
const japanRule = 'POL-8, POL-3';
/** What Japan's declaration records, in order: the wars first, then the Allies' new alliances. */
const japanDeclares: GameEvent[] = [
  ...(['USA', 'UK', 'ANZAC', 'Dutch'] as const).map((b): GameEvent => ({
    type: 'WarDeclared',
    data: { a: 'Japan', b, cause: byJapan, rule: japanRule },
  })),
  ...(
    [
      ['China', 'USA'],
      ['China', 'UK'],
      ['China', 'ANZAC'],
      ['USA', 'UK'],
      ['USA', 'ANZAC'],
      ['USA', 'France'],
      ['USA', 'Dutch'],
    ] as const
  ).map(([a, b]): GameEvent => ({
    type: 'RelationshipChanged',
    data: { a, b, from: 'neutral', to: 'allied', cause: byJapan, rule: japanRule },
  })),
];

describe('declaring war (POL-8, POL-3, POL-1)', () => {
  test("POL-8 / POL-3: Japan's declaration on one Ally is war on the USA, UK, ANZAC and the Dutch, and allies them with China", () => {
    given(standardGame({ seated: ['Japan'] }))
      .when({ type: 'DeclareWar', against: 'UK' }, { by: 'Japan' })
      .then(japanDeclares)
      .thenState((s) => {
        for (const p of ['USA', 'UK', 'ANZAC', 'Dutch'] as const) expect(relation(s, 'Japan', p)).toBe('war');
        expect(relation(s, 'China', 'USA')).toBe('allied');
      });
  });

  test('POL-1: war is permanent; once those events are recorded, declaring again is refused (ALREADY_AT_WAR)', () => {
    given([...standardGame(), ...japanDeclares])
      .when({ type: 'DeclareWar', against: 'USA' })
      .thenRefused({ code: 'ALREADY_AT_WAR', rule: 'POL-1', message: 'already at war with USA' });
  });
});

describe('acts of war in a move (POL-4, POL-7, POL-2)', () => {
  const ukTurn = untilTurnOf(newGame(), 'UK');
  // Kwangsi is Japanese at the start and borders British Kwangtung, which holds two UK infantry.
  const intoKwangsi = (phase: 'combatMove' | 'nonCombatMove') => {
    const s = advanceTo(ukTurn, phase);
    return given(s).when({ type: 'MoveUnits', units: ids(s, 'Kwangtung', 'UK', 'infantry', 1), route: ['Kwangsi'] });
  };

  test('POL-4 / POL-7: a UK combat move into Japanese land puts UK, ANZAC and the Dutch at war first; the USA stays neutral', () => {
    intoKwangsi('combatMove')
      .then((events) => {
        const cause = { kind: 'actOfWar', by: 'UK', against: 'Japan', at: 'Kwangsi' };
        expect(events.slice(0, 3)).toMatchObject(
          (['UK', 'ANZAC', 'Dutch'] as const).map((b) => ({ type: 'WarDeclared', data: { a: 'Japan', b, cause, rule: 'POL-4, POL-7' } })),
        );
        expect(events.filter((e) => e.type === 'WarDeclared')).toHaveLength(3);
        // POL-7: the war is recorded before the move that commits the act
        const moved = events.findIndex((e) => e.type === 'UnitsMoved');
        expect(moved).toBeGreaterThan(2);
        expect(events[moved]).toMatchObject({ data: { power: 'UK', route: ['Kwangsi'], battle: true } });
      })
      .thenState((s) => {
        expect(relation(s, 'UK', 'Japan')).toBe('war');
        expect(relation(s, 'USA', 'Japan')).toBe('neutral');
        expect(relation(s, 'China', 'UK')).toBe('allied');
      });
  });

  test('POL-2: in Non-combat Move the same move is no act of war: at peace, UK land units may not enter Japanese land (POWER_AT_PEACE)', () => {
    intoKwangsi('nonCombatMove').thenRefused({ code: 'POWER_AT_PEACE', rule: 'POL-2' });
  });
});

describe('AA guns stay put in Combat Move (MOV-9)', () => {
  test("refused in Combat Move (NO_COMBAT_MOVE); the same gun moves in Non-combat Move, into Japan's own Jehol", () => {
    const s = newGame();
    const gun = ids(s, 'Manchuria', 'Japan', 'aaGun');
    const move: Command = { type: 'MoveUnits', units: gun, route: ['Jehol'] };
    given(advanceTo(s, 'combatMove')).when(move).thenRefused({ code: 'NO_COMBAT_MOVE', rule: 'MOV-9' });
    given(advanceTo(s, 'nonCombatMove'))
      .when(move)
      .then((events) => {
        expect(events).toHaveLength(1);
        expect(events[0]).toMatchObject({
          type: 'UnitsMoved',
          data: { power: 'Japan', phase: 'nonCombatMove', from: 'Manchuria', route: ['Jehol'], units: [{ unitId: gun[0], type: 'aaGun' }] },
        });
      })
      .thenState((after) => expect(after.units.get(gun[0])!.at).toBe('Jehol'));
  });
});
