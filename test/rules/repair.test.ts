// PUR-1 (free ship repair at a harbour) and PUR-3 (paid facility repair, AMBIG-36).
import type { Command, GameState, UnitType } from '../../src/rules';
import { given } from '../support/decider-spec';
import { apply, endTurn, newGame, turnEvents, unitsOf, withPUs, withUnits } from './fixtures';
import { gameFrom } from '../position/helpers';

const damage = (s: GameState, at: string, type: UnitType, d: number): GameState => {
  const u = unitsOf(s, at, undefined, type)[0];
  return { ...s, units: s.units.with({ ...u, damage: d }) };
};

const repair = (...repairs: [string, UnitType, number][]): Command => ({
  type: 'RepairFacilities',
  repairs: repairs.map(([territory, unitType, points]) => ({ territory, unitType, points })),
});

describe('facility repair (PUR-3)', () => {
  test('repairs cost 1 PU a point and remove that much damage [seed 000 §SBR, X: repairRule]', () => {
    given(damage(newGame(), 'Japan', 'factory_major', 7))
      .when(repair(['Japan', 'factory_major', 5]))
      .then((events) =>
        expect(events[0]).toMatchObject({
          type: 'FacilitiesRepaired',
          data: { total: 5, pusLeft: 21, repairs: [{ territory: 'Japan', points: 5, damageLeft: 2 }] },
        }),
      )
      .thenState((s) => expect(unitsOf(s, 'Japan', 'Japan', 'factory_major')[0].damage).toBe(2));
  });

  test('AMBIG-36: a repair beyond the damage is refused, never charged (REPAIR_EXCEEDS_DAMAGE)', () => {
    const g = given(damage(newGame(), 'Japan', 'airfield', 2));
    g.when(repair(['Japan', 'airfield', 3])).thenRefused({ code: 'REPAIR_EXCEEDS_DAMAGE' });
    // two lines for the same facility add up before the check
    g.when(repair(['Japan', 'airfield', 1], ['Japan', 'airfield', 2])).thenRefused({ code: 'REPAIR_EXCEEDS_DAMAGE' });
  });

  test('only own facilities, with damage, and with the PUs to pay', () => {
    const s = newGame();
    given(s)
      .when(repair(['India', 'factory_major', 1]))
      .thenRefused({ code: 'NO_SUCH_FACILITY' });
    given(s)
      .when(repair(['Japan', 'factory_major', 1]))
      .thenRefused({ code: 'NOTHING_TO_REPAIR' });
    given(withPUs(damage(s, 'Japan', 'factory_major', 10), 'Japan', 3))
      .when(repair(['Japan', 'factory_major', 4]))
      .thenRefused({ code: 'INSUFFICIENT_PUS' });
  });
});

describe('ship repair (PUR-1)', () => {
  test("a damaged battleship next to an operative own harbour is repaired free when its owner's turn starts", () => {
    // USA's turn follows Japan's; Hawaiian Islands has a US harbour next to 26 Sea Zone.
    const r = turnEvents(withUnits(newGame(), 'USA', '26 Sea Zone', 'battleship', 1, 1));
    const [s, events] = [r.state, r.events];
    const repaired = events.find((e) => e.type === 'ShipsRepaired');
    expect(repaired?.data).toEqual({ power: 'USA', units: [{ unitId: expect.any(String), seaZone: '26 Sea Zone' }] });
    expect(unitsOf(s, '26 Sea Zone', 'USA', 'battleship')[0].damage).toBe(0);
  });

  test('UNIT-10: a harbour with 3 or more damage is inoperative and repairs nothing; ships elsewhere stay damaged', () => {
    let s = withUnits(newGame(), 'USA', '26 Sea Zone', 'battleship', 1, 1);
    s = withUnits(s, 'USA', '25 Sea Zone', 'carrier', 1, 1);
    s = damage(s, 'Hawaiian Islands', 'harbour', 3);
    s = endTurn(s);
    expect(s.current).toBe('USA');
    expect(unitsOf(s, '26 Sea Zone', 'USA', 'battleship')[0].damage).toBe(1);
    expect(unitsOf(s, '25 Sea Zone', 'USA', 'carrier')[0].damage).toBe(1);
  });
});

describe('ship repair at the start of Purchase, in every case (PUR-1)', () => {
  const position = (phase: string) => ({
    format: 'pacific-position/1',
    ruleset: 'pacific-1940',
    round: 2,
    currentPower: 'USA',
    phase,
    // Hawaiian Islands keeps its standard US harbour next to 26 Sea Zone.
    territories: { '26 Sea Zone': { units: [{ type: 'battleship', owner: 'USA', hits: 1 }] } },
  });

  test('a game set up at the start of Purchase gets the repair right after GameCreated, once', () => {
    const { state, events } = gameFrom(position('purchase'));
    expect(events.map((e) => e.type)).toEqual(['GameCreated', 'ShipsRepaired']);
    expect(events[1]).toMatchObject({ data: { power: 'USA', units: [{ seaZone: '26 Sea Zone' }] } });
    expect(unitsOf(state, '26 Sea Zone', 'USA', 'battleship')[0].damage).toBe(0);
    // the Purchase phase goes on: no second repair when it ends
    expect(apply(state, { type: 'EndPhase' }).events.some((e) => e.type === 'ShipsRepaired')).toBe(false);
  });

  test("set up in a later phase, the ship waits for its owner's next Purchase", () => {
    const { state, events } = gameFrom(position('combatMove'));
    expect(events.map((e) => e.type)).toEqual(['GameCreated']);
    expect(unitsOf(state, '26 Sea Zone', 'USA', 'battleship')[0].damage).toBe(1);
  });
});
