// MOB-1..MOB-9 (RULES §4.7): placing units bought this turn.
import type { GameState, PowerId, UnitType } from '../../src/rules';
import { advanceTo, apply, atTurn, newGame, play, refusal, unitsOf, withOwner, withoutUnits, withPUs, withUnits } from './fixtures';

/** `power` in its Mobilize phase with `bought` already purchased. */
function mobilizing(power: PowerId, bought: Partial<Record<UnitType, number>>, edit: (s: GameState) => GameState = (s) => s): GameState {
  let s = edit(withPUs(atTurn(newGame(), power), power, 500));
  s = apply(s, {
    type: 'PurchaseUnits',
    units: (Object.entries(bought) as [UnitType, number][]).map(([type, count]) => ({ type, count })),
  }).state;
  return advanceTo(s, 'mobilize');
}

const place = (territory: string, unitType: UnitType, count = 1, factory?: string) => ({
  type: 'PlaceUnits' as const,
  placements: [{ unitType, count, territory, ...(factory ? { factory } : {}) }],
});

describe('mobilize (MOB)', () => {
  test('MOB-1: only units bought this turn are placed (NOT_PURCHASED), and only in Mobilize (WRONG_PHASE)', () => {
    const s = mobilizing('Japan', { infantry: 2 });
    expect(refusal(play(s, place('Japan', 'infantry', 3))).code).toBe('NOT_PURCHASED');
    expect(refusal(play(s, place('Japan', 'armour', 1))).code).toBe('NOT_PURCHASED');
    expect(refusal(play(atTurn(s, 'Japan', 'purchase'), place('Japan', 'infantry', 1))).code).toBe('WRONG_PHASE');
    const { state, events } = apply(s, place('Japan', 'infantry', 2));
    expect(events[0]).toMatchObject({
      type: 'UnitsPlaced',
      data: { power: 'Japan', units: [{ type: 'infantry', at: 'Japan', through: 'Japan' }, { type: 'infantry' }] },
    });
    expect(state.purchased).toEqual({});
    expect(unitsOf(state, 'Japan', 'Japan', 'infantry').length).toBe(unitsOf(s, 'Japan', 'Japan', 'infantry').length + 2);
  });

  test('MOB-2: a major factory places at most 10 a turn, across several commands [X: canProduceXUnits 10]', () => {
    let s = mobilizing('Japan', { infantry: 11 });
    s = apply(s, place('Japan', 'infantry', 6)).state;
    expect(refusal(play(s, place('Japan', 'infantry', 5))).code).toBe('FACTORY_CAPACITY_EXCEEDED');
    s = apply(s, place('Japan', 'infantry', 4)).state;
    expect(s.placedThrough.Japan).toBe(10);
  });

  test('MOB-2: a minor factory places at most 3 [X: canProduceXUnits 3]', () => {
    const s = mobilizing('ANZAC', { infantry: 4 });
    expect(refusal(play(s, place('New South Wales', 'infantry', 4))).code).toBe('FACTORY_CAPACITY_EXCEEDED');
    expect(play(s, place('New South Wales', 'infantry', 3)).ok).toBe(true);
  });

  test('MOB-2 / UNIT-9: capacity is reduced by damage [seed 000 §SBR "damage lowers what a factory can place"]', () => {
    const damaged = (d: number) =>
      mobilizing('ANZAC', { infantry: 3 }, (s) => {
        const f = unitsOf(s, 'New South Wales', 'ANZAC', 'factory_minor')[0];
        return { ...s, units: s.units.with({ ...f, damage: d }) };
      });
    expect(refusal(play(damaged(2), place('New South Wales', 'infantry', 2))).code).toBe('FACTORY_CAPACITY_EXCEEDED');
    expect(play(damaged(2), place('New South Wales', 'infantry', 1)).ok).toBe(true);
    expect(refusal(play(damaged(6), place('New South Wales', 'infantry', 1))).code).toBe('FACTORY_CAPACITY_EXCEEDED');
  });

  test('MOB-2: no placing without an own factory there (NO_FACTORY), nor at one captured this turn (NOT_HELD_SINCE_TURN_START)', () => {
    const s = mobilizing('Japan', { infantry: 1 });
    expect(refusal(play(s, place('Korea', 'infantry'))).code).toBe('NO_FACTORY');
    expect(refusal(play(s, place('India', 'infantry'))).code).toBe('NO_FACTORY');
    const captured = { ...s, capturedThisTurn: ['Japan'] };
    expect(refusal(play(captured, place('Japan', 'infantry'))).code).toBe('NOT_HELD_SINCE_TURN_START');
  });

  test('MOB-3: ships go into a sea zone next to the factory, also one with enemy ships; not on land (WRONG_TERRAIN)', () => {
    const s = mobilizing('Japan', { destroyer: 1, infantry: 1 }, (x) => withUnits(x, 'UK', '6 Sea Zone', 'battleship'));
    expect(refusal(play(s, place('Japan', 'destroyer'))).code).toBe('WRONG_TERRAIN');
    expect(refusal(play(s, place('6 Sea Zone', 'infantry'))).code).toBe('WRONG_TERRAIN');
    expect(refusal(play(s, place('19 Sea Zone', 'destroyer'))).code).toBe('NO_FACTORY');
    expect(refusal(play(s, place('19 Sea Zone', 'destroyer', 1, 'Japan'))).code).toBe('NOT_ADJACENT');
    const { events } = apply(s, place('6 Sea Zone', 'destroyer'));
    expect(events[0]).toMatchObject({ data: { units: [{ type: 'destroyer', at: '6 Sea Zone', through: 'Japan' }] } });
  });

  test('MOB-3: a sea zone next to two own factories needs the factory named (AMBIGUOUS_FACTORY)', () => {
    let s = mobilizing('Japan', { destroyer: 1 }, (x) => withUnits(x, 'Japan', 'Korea', 'factory_minor'));
    expect(refusal(play(s, place('6 Sea Zone', 'destroyer'))).code).toBe('AMBIGUOUS_FACTORY');
    s = apply(s, place('6 Sea Zone', 'destroyer', 1, 'Korea')).state;
    expect(s.placedThrough).toEqual({ Korea: 1 });
  });

  test('MOB-4: new fighters go onto a carrier placed in the same zone, within its room of 2 (NO_CARRIER_ROOM)', () => {
    const s = mobilizing('Japan', { carrier: 1, fighter: 3, bomber: 1 }, (x) => withoutUnits(x, '6 Sea Zone'));
    expect(refusal(play(s, place('6 Sea Zone', 'fighter'))).code).toBe('NO_CARRIER_ROOM');
    const both = {
      type: 'PlaceUnits' as const,
      placements: [
        { unitType: 'carrier' as const, count: 1, territory: '6 Sea Zone' },
        { unitType: 'fighter' as const, count: 2, territory: '6 Sea Zone' },
      ],
    };
    const { state } = apply(s, both);
    expect(unitsOf(state, '6 Sea Zone', 'Japan', 'fighter')).toHaveLength(2);
    expect(refusal(play(state, place('6 Sea Zone', 'fighter'))).code).toBe('NO_CARRIER_ROOM');
    expect(
      refusal(
        play(s, {
          type: 'PlaceUnits',
          placements: [
            { unitType: 'carrier', count: 1, territory: '6 Sea Zone' },
            { unitType: 'bomber', count: 1, territory: '6 Sea Zone' },
          ],
        }),
      ).code,
    ).toBe('NO_CARRIER_ROOM');
  });

  test('MOB-4 / UNIT-8: no new plane onto a damaged carrier', () => {
    const s = mobilizing('Japan', { fighter: 1 }, (x) => withUnits(withoutUnits(x, '6 Sea Zone'), 'Japan', '6 Sea Zone', 'carrier', 1, 1));
    expect(refusal(play(s, place('6 Sea Zone', 'fighter'))).code).toBe('NO_CARRIER_ROOM');
  });

  describe('new factories (MOB-5)', () => {
    test('a minor factory in a territory held since the turn start, worth >= 2; it places nothing until the next turn', () => {
      let s = mobilizing('Japan', { factory_minor: 1, infantry: 1 });
      s = apply(s, place('Korea', 'factory_minor')).state;
      expect(unitsOf(s, 'Korea', 'Japan', 'factory_minor')).toHaveLength(1);
      expect(refusal(play(s, place('Korea', 'infantry'))).code).toBe('FACTORY_CAPACITY_EXCEEDED');
    });

    test('banned on the 30 listed islands (FACTORY_BANNED) [X: unitPlacementRestrictions]', () => {
      const s = mobilizing('USA', { factory_minor: 1 });
      expect(refusal(play(s, place('Philippines', 'factory_minor')))).toMatchObject({ code: 'FACTORY_BANNED' });
    });

    test('too cheap a territory is refused (TERRITORY_VALUE_TOO_LOW): minor needs 2, major 3', () => {
      const s = mobilizing('Japan', { factory_minor: 1, factory_major: 1 });
      expect(refusal(play(s, place('Jehol', 'factory_minor'))).code).toBe('TERRITORY_VALUE_TOO_LOW');
      expect(refusal(play(s, place('Shantung', 'factory_major'))).code).toBe('TERRITORY_VALUE_TOO_LOW');
      expect(play(s, place('Shantung', 'factory_minor')).ok).toBe(true);
    });

    test('AMBIG-34: one factory per territory (FACILITY_EXISTS); not in land held by others (NOT_OWN_TERRITORY) or taken this turn', () => {
      const s = mobilizing('Japan', { factory_minor: 2 });
      expect(refusal(play(s, place('Japan', 'factory_minor'))).code).toBe('FACILITY_EXISTS');
      expect(refusal(play(s, place('Korea', 'factory_minor', 2))).code).toBe('FACILITY_EXISTS');
      expect(refusal(play(s, place('India', 'factory_minor'))).code).toBe('NOT_OWN_TERRITORY');
      expect(refusal(play({ ...s, capturedThisTurn: ['Korea'] }, place('Korea', 'factory_minor'))).code).toBe('NOT_HELD_SINCE_TURN_START');
    });

    test('1E: a major factory needs no original territory (Kiangsu, Chinese originally) — 2E refuses it (NOT_ORIGINAL_TERRITORY) [RULES MOB-5, §6]', () => {
      const first = mobilizing('Japan', { factory_major: 1 });
      expect(play(first, place('Kiangsu', 'factory_major')).ok).toBe(true);
      let second = withPUs(atTurn(newGame('pacific-1940-2e'), 'Japan'), 'Japan', 500);
      second = advanceTo(apply(second, { type: 'PurchaseUnits', units: [{ type: 'factory_major', count: 1 }] }).state, 'mobilize');
      expect(refusal(play(second, place('Kiangsu', 'factory_major'))).code).toBe('NOT_ORIGINAL_TERRITORY');
      expect(play(second, place('Korea', 'factory_major')).ok).toBe(true);
    });
  });

  test('MOB-6: an upgrade turns an own minor into a major (same unit, damage kept); it still places as a minor this turn', () => {
    let s = mobilizing('Japan', { factory_upgrade: 1, infantry: 4 }, (x) => withUnits(x, 'Japan', 'Korea', 'factory_minor', 1, 2));
    const minor = unitsOf(s, 'Korea', 'Japan', 'factory_minor')[0];
    const r = apply(s, place('Korea', 'factory_upgrade'));
    expect(r.events[0]).toMatchObject({ data: { units: [], upgraded: [{ unitId: minor.id, territory: 'Korea' }] } });
    s = r.state;
    expect(s.units.get(minor.id)!).toMatchObject({ type: 'factory_major', damage: 2 });
    expect(s.purchased).toEqual({ infantry: 4 });
    expect(refusal(play(s, place('Korea', 'infantry', 2))).code).toBe('FACTORY_CAPACITY_EXCEEDED'); // 3 - 2 damage
    expect(play(s, place('Korea', 'infantry', 1)).ok).toBe(true);
    expect(refusal(play(mobilizing('Japan', { factory_upgrade: 1 }), place('Korea', 'factory_upgrade'))).code).toBe('NO_MINOR_FACTORY');
  });

  test('MOB-7: airfields and harbours in own land held since the turn start, one of each, a harbour only on the coast', () => {
    const s = mobilizing('Japan', { airfield: 2, harbour: 1 }, (x) => withOwner(x, 'Suiyuan', 'Japan'));
    expect(play(s, place('Korea', 'airfield')).ok).toBe(true);
    expect(refusal(play(s, place('Japan', 'airfield'))).code).toBe('FACILITY_EXISTS');
    expect(refusal(play(s, place('Suiyuan', 'harbour'))).code).toBe('NOT_COASTAL');
    expect(play(s, place('Suiyuan', 'airfield')).ok).toBe(true);
    expect(refusal(play(s, place('6 Sea Zone', 'harbour'))).code).toBe('WRONG_TERRAIN');
  });

  test('MOB-8: China places any number in any territory it holds, with no factory [seed 000 §China]', () => {
    const s = mobilizing('China', { infantry: 4 });
    expect(refusal(play(s, place('Kiangsu', 'infantry'))).code).toBe('NOT_OWN_TERRITORY');
    const { state } = apply(s, place('Yunnan', 'infantry', 4));
    expect(unitsOf(state, 'Yunnan', 'China', 'infantry').length).toBe(unitsOf(s, 'Yunnan', 'China', 'infantry').length + 4);
    // AMBIG-25: a territory China took this turn counts
    const taken = withOwner({ ...s, capturedThisTurn: ['Kiangsu'] }, 'Kiangsu', 'China');
    expect(play(taken, place('Kiangsu', 'infantry')).ok).toBe(true);
  });

  test('unknown unit types or territories are refused', () => {
    const s = mobilizing('Japan', { infantry: 1 });
    expect(refusal(play(s, place('Atlantis', 'infantry'))).code).toBe('UNKNOWN_TERRITORY');
    expect(refusal(play(s, place('Japan', 'zeppelin' as UnitType))).code).toBe('UNKNOWN_UNIT_TYPE');
    expect(refusal(play(s, place('Japan', 'infantry', 0))).code).toBe('INVALID_QUANTITY');
  });
});
