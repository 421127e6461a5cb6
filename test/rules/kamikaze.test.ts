// RULES §4.4 KAM-2 (AMBIG-12): kamikaze attacks are switched on, once and for
// good, at the end of a US, UK or ANZAC turn with Allied units in Iwo Jima,
// Marianas or Okinawa, or in the Philippines after Japan held it at the end of a
// Japanese turn. 2E (RULES §6): active from the start.
import type { GameEvent } from '../../src/rules';
import { atTurn, endTurn, newGame, roundEvents, turnEvents, untilTurnOf, withOwner, withoutUnits, withUnits } from './fixtures';

const kamikaze = (events: GameEvent[]) => events.filter((e) => e.type.startsWith('Kamikaze')).map((e) => ({ type: e.type, data: e.data }));

describe('kamikaze activation (KAM-2, AMBIG-12)', () => {
  test('KAM-2: 1E starts with kamikaze inactive; the standard opening turns do not activate it', () => {
    let s = newGame();
    expect(s).toMatchObject({ kamikazeActive: false, kamikazeArmed: [], kamikazeTokens: { Japan: 6 } });
    const { state: after, events } = roundEvents(s);
    s = after;
    expect(kamikaze(events)).toEqual([]);
    expect(s.kamikazeActive).toBe(false);
  });

  test('KAM-2, AMBIG-12: a US turn ending with a US unit in Okinawa activates kamikaze, once and for good', () => {
    const usa = atTurn(withUnits(newGame(), 'USA', 'Okinawa', 'infantry'), 'USA');
    const t = turnEvents(usa);
    expect(kamikaze(t.events)).toEqual([{ type: 'KamikazeActivated', data: { trigger: 'Okinawa', power: 'USA', rule: 'KAM-2' } }]);
    // After TurnEnded, before the next turn starts.
    const types = t.events.map((e) => e.type);
    expect(types.indexOf('KamikazeActivated')).toBeGreaterThan(types.indexOf('TurnEnded'));
    expect(types.indexOf('KamikazeActivated')).toBeLessThan(types.indexOf('TurnStarted'));
    expect(t.state.kamikazeActive).toBe(true);

    // Permanent: the unit leaving changes nothing, and it is never activated again.
    let s = withoutUnits(t.state, 'Okinawa', (u) => u.owner === 'USA');
    const { state: after, events: later } = roundEvents(s);
    s = after;
    expect(kamikaze(later)).toEqual([]);
    expect(s.kamikazeActive).toBe(true);
  });

  test('KAM-2: UK and ANZAC turn ends count too (Marianas, Iwo Jima)', () => {
    const uk = turnEvents(atTurn(withUnits(newGame(), 'UK', 'Iwo Jima', 'infantry'), 'UK'));
    expect(kamikaze(uk.events)).toEqual([{ type: 'KamikazeActivated', data: { trigger: 'Iwo Jima', power: 'UK', rule: 'KAM-2' } }]);
    const anzac = turnEvents(atTurn(withUnits(newGame(), 'ANZAC', 'Marianas', 'infantry'), 'ANZAC'));
    expect(kamikaze(anzac.events)).toEqual([{ type: 'KamikazeActivated', data: { trigger: 'Marianas', power: 'ANZAC', rule: 'KAM-2' } }]);
  });

  test("AMBIG-12: checked only after US, UK and ANZAC turns: not at the end of Japan's or China's turn", () => {
    const s = withUnits(newGame(), 'USA', 'Okinawa', 'infantry');
    const japan = turnEvents(s); // Japan's turn ends with the US unit there
    expect(kamikaze(japan.events)).toEqual([]);
    expect(japan.state.kamikazeActive).toBe(false);
    const china = turnEvents(atTurn(withUnits(newGame(), 'China', 'Okinawa', 'infantry'), 'China'));
    expect(kamikaze(china.events)).toEqual([]);
    expect(china.state.kamikazeActive).toBe(false);
    // The US turn that follows Japan's activates it.
    expect(kamikaze(turnEvents(japan.state).events)).toHaveLength(1);
  });

  test('KAM-2: US units in the (American) Philippines do not activate kamikaze until Japan has held it at the end of a Japanese turn', () => {
    // The USA starts with units in the Philippines: its turn ends without activation.
    let s = newGame();
    expect(s.units.all().some((u) => u.at === 'Philippines' && u.owner === 'USA')).toBe(true);
    const first = turnEvents(endTurn(s)); // the US turn
    expect(kamikaze(first.events)).toEqual([]);

    // Japan holding it during another power's turn does not arm it...
    s = untilTurnOf(first.state, 'UK');
    const ukEnd = turnEvents(withOwner(s, 'Philippines', 'Japan'));
    expect(kamikaze(ukEnd.events)).toEqual([]);
    // ...Japan holding it at the end of a Japanese turn does.
    s = untilTurnOf(ukEnd.state, 'Japan');
    const japan = turnEvents(s);
    expect(kamikaze(japan.events)).toEqual([{ type: 'KamikazeTriggerArmed', data: { territory: 'Philippines', power: 'Japan' } }]);
    expect(japan.state).toMatchObject({ kamikazeArmed: ['Philippines'], kamikazeActive: false });

    // The USA retakes it: Allied units there at the end of the US turn activate kamikaze.
    const usa = turnEvents(withOwner(japan.state, 'Philippines', 'USA'));
    expect(kamikaze(usa.events)).toEqual([{ type: 'KamikazeActivated', data: { trigger: 'Philippines', power: 'USA', rule: 'KAM-2' } }]);
    expect(usa.state.kamikazeActive).toBe(true);
  });

  test('KAM-2 (RULES §6): in 2E kamikaze is active from the start, and turn ends add nothing', () => {
    let s = withUnits(newGame('pacific-1940-2e'), 'USA', 'Okinawa', 'infantry');
    expect(s.kamikazeActive).toBe(true);
    const { state: after, events } = roundEvents(s);
    s = after;
    expect(kamikaze(events)).toEqual([]);
    expect(s.kamikazeActive).toBe(true);
  });
});
