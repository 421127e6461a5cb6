// PUR-2, PUR-4, PUR-5 (RULES §4.2; seed 000 §China for China's purchases).
import type { Command, UnitType } from '../../src/rules/index';
import { given, standardGame } from '../support/decider-spec';
import { advanceTo, newGame, withOwner, withPUs, atTurn, endTurn } from './fixtures';

const buy = (...units: [UnitType, number][]): Command => ({
  type: 'PurchaseUnits',
  units: units.map(([type, count]) => ({ type, count })),
});

describe('purchase (PUR)', () => {
  test('PUR-2: units are bought at their cost and unspent PUs are kept [RULES §2 costs]', () => {
    const g = given(standardGame());
    expect(g.state.current).toBe('Japan');
    expect(g.state.pus.Japan).toBe(26); // RULES §1.1
    g.when(buy(['infantry', 3], ['destroyer', 1]))
      .then([
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
      ])
      .thenState((s) => {
        expect(s.pus.Japan).toBe(9);
        expect(s.purchased).toEqual({ infantry: 3, destroyer: 1 });
      });
  });

  test('PUR-2: several purchase commands in one phase add up; leftovers carry to the next turn', () => {
    given(standardGame())
      .when(buy(['infantry', 1]))
      .thenAccepted()
      .when(buy(['infantry', 2], ['infantry', 1]))
      .thenState((s) => {
        expect(s.purchased).toEqual({ infantry: 4 });
        expect(s.pus.Japan).toBe(26 - 12);
      });
  });

  test('PUR-2: buying beyond the PUs on hand is refused (INSUFFICIENT_PUS)', () => {
    const g = given(withPUs(newGame(), 'Japan', 19));
    g.when(buy(['battleship', 1])).thenRefused({ code: 'INSUFFICIENT_PUS', rule: 'PUR-2' });
    g.when(buy(['cruiser', 1], ['submarine', 1])).thenAccepted();
  });

  test.each([0, -1, 1.5])('zero, negative or fractional quantity %p is refused (INVALID_QUANTITY)', (count) => {
    given(standardGame())
      .when(buy(['infantry', count]))
      .thenRefused({ code: 'INVALID_QUANTITY' });
  });

  test('an unknown unit type is refused (UNKNOWN_UNIT_TYPE)', () => {
    given(standardGame())
      .when(buy(['zeppelin' as UnitType, 1]))
      .thenRefused({ code: 'UNKNOWN_UNIT_TYPE' });
  });

  test('purchases happen only in the Purchase phase, by the power whose turn it is', () => {
    const g = newGame();
    given(g)
      .when(buy(['infantry', 1]), { by: 'USA' })
      .thenRefused({ code: 'NOT_YOUR_TURN' });
    given(advanceTo(g, 'combatMove'))
      .when(buy(['infantry', 1]))
      .thenRefused({ code: 'WRONG_PHASE' });
  });

  describe('China [seed 000 §China, PUR-4]', () => {
    const chinaTurn = () => {
      let s = newGame();
      s = endTurn(endTurn(s)); // Japan, USA
      expect(s.current).toBe('China');
      return s;
    };

    test('China buys infantry at 3 and, while the Burma Road is open, artillery at 4', () => {
      given(chinaTurn())
        .when(buy(['infantry', 2], ['artillery', 1]))
        .then((events) => expect(events[0]).toMatchObject({ type: 'UnitsPurchased', data: { total: 10, pusLeft: 2 } }));
    });

    test('China cannot buy artillery while Japan holds any of India, Burma, Yunnan, Szechwan (BURMA_ROAD_CLOSED)', () => {
      for (const road of ['India', 'Burma', 'Yunnan', 'Szechwan']) {
        const g = given(withOwner(chinaTurn(), road, 'Japan'));
        g.when(buy(['artillery', 1])).thenRefused({ code: 'BURMA_ROAD_CLOSED', rule: 'PUR-4' });
        g.when(buy(['infantry', 1])).thenAccepted();
      }
    });

    test('China buys nothing but infantry and artillery (NOT_PURCHASABLE): no fighter replaces the Flying Tigers (AMBIG-17)', () => {
      for (const type of ['fighter', 'armour', 'factory_minor'] as const) {
        given(chinaTurn())
          .when(buy([type, 1]))
          .thenRefused({ code: 'NOT_PURCHASABLE' });
      }
    });
  });

  test('PUR-5: buying more than can be placed is allowed; MOB-9 refunds the rest (AMBIG-18)', () => {
    const bought = given(withPUs(atTurn(newGame(), 'ANZAC'), 'ANZAC', 30))
      .when(buy(['infantry', 5])) // minor factory places 3
      .thenAccepted();
    given(advanceTo(bought.state, 'mobilize'))
      .when({ type: 'PlaceUnits', placements: [{ unitType: 'infantry', count: 3, territory: 'New South Wales' }] })
      .thenAccepted()
      .when({ type: 'EndPhase' })
      .then((events) =>
        expect(events[0]).toEqual({
          type: 'UnplacedUnitsRefunded',
          data: { power: 'ANZAC', units: [{ type: 'infantry', count: 2 }], pus: 6, pusAfter: 30 - 15 + 6 },
        }),
      )
      .thenState((s) => {
        expect(s.pus.ANZAC).toBe(21);
        expect(s.purchased).toEqual({});
      });
  });

  test('optional rule hr01-no-us-factories: the USA may not buy factories [seed 002]', () => {
    given(atTurn(newGame(), 'USA'))
      .when(buy(['factory_minor', 1]))
      .thenAccepted();
    const ruled = given(atTurn(newGame('pacific-1940', ['hr01-no-us-factories']), 'USA'));
    ruled.when(buy(['factory_minor', 1])).thenRefused({ code: 'NOT_PURCHASABLE' });
    ruled.when(buy(['infantry', 1])).thenAccepted();
  });
});
