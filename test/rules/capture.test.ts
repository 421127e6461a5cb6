// CAP-1..CAP-9 and the politics of moving (POL-2..POL-7, AMBIG-04), plus undo.
import type { PowerId } from '../../src/rules/index';
import type { GameState } from '../../src/rules';
import { relation } from '../../src/rules/engine/state';
import {
  advanceTo,
  apply,
  atTurn,
  ids,
  move,
  newGame,
  play,
  refusal,
  unitsOf,
  withOwner,
  withRelation,
  withUnits,
  withoutUnits,
} from './fixtures';

const turnOf = (power: PowerId, phase: 'combatMove' | 'nonCombatMove', edit: (s: GameState) => GameState = (s) => s) =>
  advanceTo(atTurn(edit(newGame()), power), phase);
const captured = (events: { type: string }[]) => events.filter((e) => e.type === 'TerritoryCaptured').map((e: any) => e.data);
const wars = (events: { type: string }[]) =>
  events
    .filter((e) => e.type === 'WarDeclared')
    .map((e: any) => [e.data.a, e.data.b].sort().join('-'))
    .sort();

describe('politics of moving (POL)', () => {
  test('POL-3 / POL-7: Japan taking empty British Shan State is war on the USA, UK, ANZAC and the Dutch, declared before the move', () => {
    const s = turnOf('Japan', 'combatMove');
    const r = apply(s, move(ids(s, 'Siam', 'Japan', 'infantry', 1), 'Shan State'));
    expect(r.events.map((e) => e.type).slice(0, 4)).toEqual(['WarDeclared', 'WarDeclared', 'WarDeclared', 'WarDeclared']);
    expect(wars(r.events)).toEqual(['ANZAC-Japan', 'Dutch-Japan', 'Japan-UK', 'Japan-USA']);
    expect(captured(r.events)).toMatchObject([{ territory: 'Shan State', from: 'UK', to: 'Japan' }]);
  });

  test('POL-2: no non-combat move into the land of a power at peace', () => {
    const s = turnOf('Japan', 'nonCombatMove');
    expect(refusal(play(s, move(ids(s, 'Siam', 'Japan', 'infantry', 1), 'Shan State'))).code).toBe('POWER_AT_PEACE');
  });

  test('AMBIG-04 / POL-4 / POL-7: UK units entering China before war, in Combat Move, bring UK, ANZAC and the Dutch to war with Japan, and ally China', () => {
    const s = turnOf('UK', 'combatMove');
    const r = apply(s, move(ids(s, 'Burma', 'UK', 'infantry'), 'Yunnan'));
    expect(r.events.map((e) => e.type).slice(0, 3)).toEqual(['WarDeclared', 'WarDeclared', 'WarDeclared']); // POL-7: first
    expect(wars(r.events)).toEqual(['ANZAC-Japan', 'Dutch-Japan', 'Japan-UK']);
    expect(r.events.find((e) => e.type === 'WarDeclared')).toMatchObject({
      data: { cause: { kind: 'actOfWar', by: 'UK', against: 'Japan', at: 'Yunnan' } },
    });
    expect(r.events.find((e) => e.type === 'UnitsMoved')).toMatchObject({ data: { battle: false } });
    expect(relation(r.state, 'USA', 'Japan')).toBe('neutral');
    expect(relation(r.state, 'China', 'UK')).toBe('allied');
    expect(r.state.owners.Yunnan).toBe('China'); // CAP-6: allied units in China do not take it
  });

  test('POL-7 / AMBIG-04: the act of war is a combat move; in Non-combat Move UK units may not enter China before war', () => {
    const s = turnOf('UK', 'nonCombatMove');
    const v = refusal(play(s, move(ids(s, 'Burma', 'UK', 'infantry'), 'Yunnan')));
    expect(v).toMatchObject({ code: 'POWER_AT_PEACE', rule: 'POL-7, AMBIG-04' });
    // once at war (China allied), the same move is an ordinary non-combat move
    const atWar = turnOf('UK', 'nonCombatMove', (x) => withRelation(withRelation(x, 'UK', 'Japan', 'war'), 'UK', 'China', 'allied'));
    expect(play(atWar, move(ids(atWar, 'Burma', 'UK', 'infantry'), 'Yunnan')).ok).toBe(true);
  });

  test('POL-6: US units may not enter China before the USA is at war (USA_NOT_AT_WAR), nor attack Japan (CANNOT_DECLARE_WAR)', () => {
    const s = turnOf('USA', 'nonCombatMove', (x) => withUnits(x, 'USA', 'Shan State', 'infantry'));
    expect(refusal(play(s, move(ids(s, 'Shan State', 'USA', 'infantry'), 'Yunnan'))).code).toBe('USA_NOT_AT_WAR');
    const cm = turnOf('USA', 'combatMove', (x) => withUnits(x, 'USA', 'Shan State', 'infantry'));
    expect(refusal(play(cm, move(ids(cm, 'Shan State', 'USA', 'infantry'), 'Siam'))).code).toBe('POWER_AT_PEACE');
    const atWarNow = turnOf('USA', 'nonCombatMove', (x) =>
      withRelation(withRelation(withUnits(x, 'USA', 'Shan State', 'infantry'), 'USA', 'Japan', 'war'), 'USA', 'China', 'allied'),
    );
    expect(play(atWarNow, move(ids(atWarNow, 'Shan State', 'USA', 'infantry'), 'Yunnan')).ok).toBe(true);
  });

  test("RULES §3: nobody enters the Soviet Union; Chinese units stay in China's area (not Mongolia, not French Indo China)", () => {
    const s = turnOf('Japan', 'combatMove');
    expect(refusal(play(s, move(ids(s, 'Korea', 'Japan', 'infantry'), 'Amur'))).code).toBe('SOVIET_TERRITORY');
    const china = turnOf('China', 'nonCombatMove');
    expect(refusal(play(china, move(ids(china, 'Yunnan', 'China', 'infantry', 1), 'French Indo China'))).code).toBe('OUTSIDE_CHINA');
    expect(refusal(play(china, move(ids(china, 'Suiyuan', 'China', 'infantry', 1), 'Central Mongolia'))).code).toBe('OUTSIDE_CHINA');
  });

  test('AMBIG-28: Mongolia may be attacked with no political effect', () => {
    const s = turnOf('Japan', 'combatMove');
    const r = apply(s, move(ids(s, 'Manchuria', 'Japan', 'infantry', 2), 'Buyant-Uhaa'));
    expect(wars(r.events)).toEqual([]);
    expect(r.events[0]).toMatchObject({ type: 'UnitsMoved', data: { battle: true } });
  });
});

describe('capture and liberation (CAP)', () => {
  test("CAP-2 / AMBIG-15 / CAP-7: Japan takes empty India: its major factory becomes a minor (damage capped at 6), bases and AA change hands, UK's PUs go to Japan", () => {
    const s = turnOf('Japan', 'combatMove', (x) => {
      let y = withRelation(
        withoutUnits(x, 'India', (u) => !['factory_major', 'airfield', 'harbour', 'aaGun'].includes(u.type)),
        'Japan',
        'UK',
        'war',
      );
      y = withUnits(y, 'Japan', 'Burma', 'infantry');
      y = withOwner(
        withoutUnits(y, 'Burma', (u) => u.owner === 'UK'),
        'Burma',
        'Japan',
      );
      const f = unitsOf(y, 'India', 'UK', 'factory_major')[0];
      return { ...y, units: y.units.with({ ...f, damage: 9 }) };
    });
    const ukPus = s.pus.UK;
    const r = apply(s, move(ids(s, 'Burma', 'Japan', 'infantry'), 'India'));
    const [c] = captured(r.events);
    expect(c).toMatchObject({ territory: 'India', from: 'UK', to: 'Japan', pusSeized: { from: 'UK', amount: ukPus } });
    expect(c.rule).toContain('CAP-7');
    expect(unitsOf(r.state, 'India', 'Japan', 'factory_minor')).toEqual([expect.objectContaining({ damage: 6 })]);
    expect(
      unitsOf(r.state, 'India', 'Japan')
        .map((u) => u.type)
        .sort(),
    ).toEqual(['aaGun', 'airfield', 'factory_minor', 'harbour', 'infantry']);
    expect(r.state.pus.UK).toBe(0);
    expect(r.state.pus.Japan).toBe(s.pus.Japan! + ukPus!);
  });

  test('CAP-4: an ally liberating Chinese land returns it to China (China always counts as holding its capital)', () => {
    const s = turnOf('UK', 'combatMove', (x) =>
      withUnits(
        withOwner(withoutUnits(withRelation(withRelation(x, 'UK', 'Japan', 'war'), 'UK', 'China', 'allied'), 'Hunan'), 'Hunan', 'Japan'),
        'UK',
        'Yunnan',
        'infantry',
      ),
    );
    const r = apply(s, move(ids(s, 'Yunnan', 'UK', 'infantry'), 'Hunan'));
    expect(captured(r.events)).toMatchObject([{ territory: 'Hunan', from: 'Japan', to: 'China', by: 'UK', rule: 'CAP-4' }]);
  });

  test('CAP-5: China taking Burma leaves it with the UK', () => {
    const s = turnOf('China', 'combatMove', (x) =>
      withOwner(withoutUnits(withRelation(x, 'China', 'UK', 'allied'), 'Burma'), 'Burma', 'Japan'),
    );
    const r = apply(s, move(ids(s, 'Yunnan', 'China', 'infantry', 1), 'Burma'));
    expect(captured(r.events)).toMatchObject([{ territory: 'Burma', from: 'Japan', to: 'UK', by: 'China', rule: 'CAP-5' }]);
  });

  test('CAP-3: a Japanese factory in Chinese land is removed when China takes it back', () => {
    const s = turnOf('China', 'combatMove', (x) =>
      withUnits(withOwner(withoutUnits(x, 'Anhwe'), 'Anhwe', 'Japan'), 'Japan', 'Anhwe', 'factory_minor'),
    );
    const r = apply(s, move(ids(s, 'Hunan', 'China', 'infantry', 1), 'Anhwe'));
    const [c] = captured(r.events);
    expect(c.removed).toHaveLength(1);
    expect(unitsOf(r.state, 'Anhwe', undefined, 'factory_minor')).toEqual([]);
  });

  test('CAP-8: the UK retaking India gets back its original land held by its allies', () => {
    const s = turnOf('UK', 'combatMove', (x) => {
      let y = withRelation(x, 'UK', 'Japan', 'war');
      y = withOwner(
        withoutUnits(
          y,
          'India',
          (u) => u.type === 'infantry' || u.type === 'fighter' || u.type === 'artillery' || u.type === 'tactical_bomber',
        ),
        'India',
        'Japan',
      );
      return withOwner(y, 'Malaya', 'ANZAC');
    });
    const r = apply(s, move(ids(s, 'Burma', 'UK', 'infantry'), 'India'));
    const [c] = captured(r.events);
    expect(c).toMatchObject({ territory: 'India', from: 'Japan', to: 'UK' });
    expect(c.returned).toEqual([{ territory: 'Malaya', from: 'ANZAC', to: 'UK' }]);
    expect(r.state.owners.Malaya).toBe('UK');
  });

  test('CAP-9: ANZAC land units take Dutch land peacefully, in either move phase', () => {
    const s = turnOf('ANZAC', 'nonCombatMove', (x) => withUnits(x, 'ANZAC', 'New Guinea', 'infantry'));
    const r = apply(s, move(ids(s, 'New Guinea', 'ANZAC', 'infantry'), 'Dutch New Guinea'));
    expect(captured(r.events)).toMatchObject([{ territory: 'Dutch New Guinea', from: 'Dutch', to: 'ANZAC', rule: 'CAP-9' }]);
    expect(wars(r.events)).toEqual([]);
  });
});

describe('undo', () => {
  test('the last move of the phase is taken back exactly, captures included; the log keeps both', () => {
    const s = turnOf('Japan', 'combatMove');
    const r = apply(s, move(ids(s, 'Kiangsu', 'Japan', 'infantry', 1), 'Anhwe'));
    const u = apply(r.state, { type: 'UndoMove' });
    expect(u.events).toEqual([{ type: 'MoveUndone', data: { power: 'Japan', moveNumber: s.version + 1 } }]);
    expect({ ...u.state, version: 0 }).toEqual({ ...s, version: 0 });
    expect(u.state.version).toBe(s.version + 3);
  });

  test('moves are undone newest first; nothing to undo after the phase ends; a move that started a war stays', () => {
    let s = turnOf('Japan', 'nonCombatMove');
    s = apply(s, move(ids(s, 'Kiangsu', 'Japan', 'infantry', 1), 'Shantung')).state;
    const second = apply(s, move(ids(s, 'Kiangsi', 'Japan', 'infantry', 1), 'Kiangsu')).state;
    const back = apply(second, { type: 'UndoMove' }).state;
    expect({ ...back, version: 0 }).toEqual({ ...s, version: 0 });
    expect(refusal(play(apply(back, { type: 'EndPhase' }).state, { type: 'UndoMove' })).code).toBe('WRONG_PHASE');
    const cm = turnOf('Japan', 'combatMove');
    expect(refusal(play(cm, { type: 'UndoMove' })).code).toBe('NOTHING_TO_UNDO');
    const warred = apply(cm, move(ids(cm, 'Siam', 'Japan', 'infantry', 1), 'Shan State')).state;
    expect(refusal(play(warred, { type: 'UndoMove' }))).toMatchObject({ code: 'UNDO_NOT_ALLOWED', rule: 'POL-1' });
  });
});
