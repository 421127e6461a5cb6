// PUR-2, PUR-4, PUR-5 (RULES §4.2; seed 000 §China for China's purchases).
import type { UnitType } from '../../src/rules/index';
import { advanceTo, apply, newGame, play, refusal, withOwner, withPUs, atTurn, endTurn } from './fixtures';

describe('purchase (PUR)', () => {
  test('PUR-2: units are bought at their cost and unspent PUs are kept [RULES §2 costs]', () => {
    const g = newGame();
    expect(g.current).toBe('Japan');
    expect(g.pus.Japan).toBe(26); // RULES §1.1
    const { state, events } = apply(g, {
      type: 'PurchaseUnits',
      units: [
        { type: 'infantry', count: 3 },
        { type: 'destroyer', count: 1 },
      ],
    });
    expect(events).toEqual([
      {
        type: 'UnitsPurchased',
        data: {
          power: 'Japan',
          units: [
            { type: 'infantry', count: 3, cost: 9 },
            { type: 'destroyer', count: 1, cost: 8 },
          ],
          total: 17,
          pusLeft: 9,
        },
      },
    ]);
    expect(state.pus.Japan).toBe(9);
    expect(state.purchased).toEqual({ infantry: 3, destroyer: 1 });
  });

  test('PUR-2: several purchase commands in one phase add up; leftovers carry to the next turn', () => {
    let s = newGame();
    s = apply(s, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] }).state;
    s = apply(s, {
      type: 'PurchaseUnits',
      units: [
        { type: 'infantry', count: 2 },
        { type: 'infantry', count: 1 },
      ],
    }).state;
    expect(s.purchased).toEqual({ infantry: 4 });
    expect(s.pus.Japan).toBe(26 - 12);
  });

  test('PUR-2: buying beyond the PUs on hand is refused (INSUFFICIENT_PUS)', () => {
    const g = withPUs(newGame(), 'Japan', 19);
    const v = refusal(play(g, { type: 'PurchaseUnits', units: [{ type: 'battleship', count: 1 }] }));
    expect(v.code).toBe('INSUFFICIENT_PUS');
    expect(v.rule).toBe('PUR-2');
    expect(
      play(g, {
        type: 'PurchaseUnits',
        units: [
          { type: 'cruiser', count: 1 },
          { type: 'submarine', count: 1 },
        ],
      }).ok,
    ).toBe(true);
  });

  test.each([0, -1, 1.5])('zero, negative or fractional quantity %p is refused (INVALID_QUANTITY)', (count) => {
    expect(refusal(play(newGame(), { type: 'PurchaseUnits', units: [{ type: 'infantry', count }] })).code).toBe('INVALID_QUANTITY');
  });

  test('an unknown unit type is refused (UNKNOWN_UNIT_TYPE)', () => {
    expect(refusal(play(newGame(), { type: 'PurchaseUnits', units: [{ type: 'zeppelin' as UnitType, count: 1 }] })).code).toBe(
      'UNKNOWN_UNIT_TYPE',
    );
  });

  test('purchases happen only in the Purchase phase, by the power whose turn it is', () => {
    const g = newGame();
    expect(refusal(play(g, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] }, 'USA')).code).toBe('NOT_YOUR_TURN');
    const later = advanceTo(g, 'combatMove');
    expect(refusal(play(later, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] })).code).toBe('WRONG_PHASE');
  });

  describe('China [seed 000 §China, PUR-4]', () => {
    const chinaTurn = () => {
      let s = newGame();
      s = endTurn(endTurn(s)); // Japan, USA
      expect(s.current).toBe('China');
      return s;
    };

    test('China buys infantry at 3 and, while the Burma Road is open, artillery at 4', () => {
      const s = chinaTurn();
      const { events } = apply(s, {
        type: 'PurchaseUnits',
        units: [
          { type: 'infantry', count: 2 },
          { type: 'artillery', count: 1 },
        ],
      });
      expect(events[0]).toMatchObject({ type: 'UnitsPurchased', data: { total: 10, pusLeft: 2 } });
    });

    test('China cannot buy artillery while Japan holds any of India, Burma, Yunnan, Szechwan (BURMA_ROAD_CLOSED)', () => {
      for (const road of ['India', 'Burma', 'Yunnan', 'Szechwan']) {
        const s = withOwner(chinaTurn(), road, 'Japan');
        const v = refusal(play(s, { type: 'PurchaseUnits', units: [{ type: 'artillery', count: 1 }] }));
        expect(v).toMatchObject({ code: 'BURMA_ROAD_CLOSED', rule: 'PUR-4' });
        expect(play(s, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] }).ok).toBe(true);
      }
    });

    test('China buys nothing but infantry and artillery (NOT_PURCHASABLE): no fighter replaces the Flying Tigers (AMBIG-17)', () => {
      for (const type of ['fighter', 'armour', 'factory_minor'] as const) {
        expect(refusal(play(chinaTurn(), { type: 'PurchaseUnits', units: [{ type, count: 1 }] })).code).toBe('NOT_PURCHASABLE');
      }
    });
  });

  test('PUR-5: buying more than can be placed is allowed; MOB-9 refunds the rest (AMBIG-18)', () => {
    let s = withPUs(atTurn(newGame(), 'ANZAC'), 'ANZAC', 30);
    s = apply(s, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 5 }] }).state; // minor factory places 3
    s = advanceTo(s, 'mobilize');
    s = apply(s, { type: 'PlaceUnits', placements: [{ unitType: 'infantry', count: 3, territory: 'New South Wales' }] }).state;
    const { events, state } = apply(s, { type: 'EndPhase' });
    expect(events[0]).toEqual({
      type: 'UnplacedUnitsRefunded',
      data: { power: 'ANZAC', units: [{ type: 'infantry', count: 2 }], pus: 6, pusAfter: 30 - 15 + 6 },
    });
    expect(state.pus.ANZAC).toBe(21);
    expect(state.purchased).toEqual({});
  });

  test('optional rule hr01-no-us-factories: the USA may not buy factories [seed 002]', () => {
    const plain = atTurn(newGame(), 'USA');
    expect(play(plain, { type: 'PurchaseUnits', units: [{ type: 'factory_minor', count: 1 }] }).ok).toBe(true);
    const ruled = atTurn(newGame('pacific-1940', ['hr01-no-us-factories']), 'USA');
    expect(refusal(play(ruled, { type: 'PurchaseUnits', units: [{ type: 'factory_minor', count: 1 }] })).code).toBe('NOT_PURCHASABLE');
    expect(play(ruled, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] }).ok).toBe(true);
  });
});
