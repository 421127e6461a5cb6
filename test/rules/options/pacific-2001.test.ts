// Optional rules built for the 2001 game (RULES §8, Applies "01"): each
// against the same 2001 game without it.
import type { GameState } from '../../../src/rules';
import { battleOdds } from '../../../src/rules/combat/odds';
import { rulesetView } from '../../../src/rules/ruleset/view';
import {
  advanceTo,
  apply,
  applyWith,
  atTurn,
  ids,
  incomeEvent,
  move,
  newGame,
  play,
  refusal,
  turnEvents,
  untilTurnOf,
  withOwner,
  withoutUnits,
  withPUs,
  withUnits,
} from '../fixtures';

describe('pacific-2001: hr01-no-us-factories (RULES §8.1, seed 002 "U.S. Factory Construction Deleted")', () => {
  test('the USA, the only power that may buy a factory in the 2001 game, may not with the option', () => {
    const buy = (options: string[]) =>
      play(untilTurnOf(newGame('pacific-2001', options), 'USA'), { type: 'PurchaseUnits', units: [{ type: 'factory', count: 1 }] });
    expect(buy([]).ok).toBe(true);
    expect(refusal(buy(['hr01-no-us-factories']))).toMatchObject({ code: 'NOT_PURCHASABLE', rule: 'hr01-no-us-factories' });
  });
});

describe('pacific-2001: hr01-airfields (RULES §8.1, seed 002 "Airfields")', () => {
  /** Japan's Non-combat Move with Kwangsi taken this turn; its fighter in French Indo-China is next door. */
  function kwangsiTaken(options: string[]): GameState {
    const s = advanceTo(newGame('pacific-2001', options), 'nonCombatMove');
    return { ...s, capturedThisTurn: ['Kwangsi'], owners: { ...s.owners, Kwangsi: 'Japan' } };
  }

  test('a plane may land in a territory captured this turn; without the option it may not (NCM-3)', () => {
    const on = kwangsiTaken(['hr01-airfields']);
    const fighter = ids(on, 'French Indo-China', 'Japan', 'fighter');
    expect(play(on, move(fighter, 'Kwangsi')).ok).toBe(true);
    expect(refusal(play(kwangsiTaken([]), move(fighter, 'Kwangsi'))).code).toBe('NO_LANDING_PLACE');
  });
});

describe('pacific-2001: hr01-battleship-two-dice (RULES §8.1, seed 002 "Battleships")', () => {
  /** Japan's battleship in SZ 26 attacks a US destroyer put in SZ 16. */
  function attack(options: string[]) {
    let s = withUnits(newGame('pacific-2001', options), 'USA', '16 Sea Zone', 'destroyer');
    s = advanceTo(s, 'combatMove');
    s = apply(s, move(ids(s, '26 Sea Zone', 'Japan', 'battleship'), '16 Sea Zone')).state;
    s = advanceTo(s, 'conductCombat');
    const r = applyWith(s, { type: 'FightBattle', place: '16 Sea Zone' }, [6, 6, 6, 6, 6, 6]);
    return r.events
      .filter((e) => e.type === 'DiceRolled')
      .map((e) => e.data as { purpose: string; values: number[] })
      .find((d) => d.purpose.startsWith('attacker, round 1'))!.values;
  }

  test('the battleship rolls 2 dice against a surface ship; 1 without the option', () => {
    expect(attack(['hr01-battleship-two-dice'])).toHaveLength(2);
    expect(attack([])).toHaveLength(1);
  });

  test('battleOdds with the 2001 units: better odds with the option', () => {
    const rs = rulesetView('pacific-2001');
    const input = { kind: 'sea' as const, attackers: [{ type: 'battleship', count: 1 }], defenders: [{ type: 'destroyer', count: 2 }] };
    expect(battleOdds(rs, { ...input, options: ['hr01-battleship-two-dice'] }).attackerWins).toBeGreaterThan(
      battleOdds(rs, input).attackerWins + 0.05,
    );
  });
});

describe('pacific-2001: x2-increased-shipbuilding (RULES §8.2, seed 003 §2 "Increased ship building")', () => {
  /** The USA's turn (the last of a 2001 round) in `round`, at Collect Income. */
  const lastTurn = (options: string[], round: number) => atTurn({ ...newGame('pacific-2001', options), round }, 'USA', 'collectIncome');

  test('AMBIG-33: 2001 round 2 is Early 1942: after the US income, Japan gets its ships in SZ 36 and the USA in SZ 5 (a destroyer for the cruiser the 2001 game lacks)', () => {
    const given = turnEvents(lastTurn(['x2-increased-shipbuilding'], 2)).events.filter((e) => e.type === 'FreeUnitsGiven');
    expect(given.map((e) => [e.data.power, e.data.place, e.data.units.map((u) => u.type)])).toEqual([
      ['Japan', '36 Sea Zone', ['destroyer', 'submarine']],
      ['USA', '5 Sea Zone', ['destroyer', 'submarine']],
    ]);
    expect(turnEvents(lastTurn([], 2)).events.filter((e) => e.type === 'FreeUnitsGiven')).toEqual([]);
    expect(turnEvents(lastTurn(['x2-increased-shipbuilding'], 1)).events.filter((e) => e.type === 'FreeUnitsGiven')).toEqual([]);
  });
});

describe('pacific-2001: x2-us-national-guard (RULES §8.2, seed 003 §6 "US National Guard")', () => {
  function attackMidway(options: string[]) {
    let s = advanceTo(newGame('pacific-2001', options), 'combatMove');
    s = apply(s, move(ids(s, '20 Sea Zone', 'Japan', 'fighter', 2), 'Midway')).state;
    return apply(s, { type: 'EndPhase' });
  }

  test('Japan attacking Midway gives the USA 4 infantry and a fighter in the United States (adapted: always given)', () => {
    const given = attackMidway(['x2-us-national-guard']).events.filter((e) => e.type === 'FreeUnitsGiven');
    expect(given.map((e) => [e.data.power, e.data.place, e.data.units.map((u) => u.type)])).toEqual([
      ['USA', 'United States', ['infantry', 'infantry', 'infantry', 'infantry', 'fighter']],
    ]);
    expect(attackMidway([]).events.filter((e) => e.type === 'FreeUnitsGiven')).toEqual([]);
  });
});

describe('pacific-2001: x2-advanced-production (RULES §8.2, seed 003 §7 "Advanced Production Capacity")', () => {
  test('Japan collects 8 more while it holds Japan; China gets one more infantry to place in Szechwan', () => {
    const japan = (options: string[]) => incomeEvent(turnEvents(atTurn(newGame('pacific-2001', options), 'Japan', 'collectIncome')).events);
    expect(japan(['x2-advanced-production']).amount - japan([]).amount).toBe(8);
    const china = (options: string[]) => untilTurnOf(newGame('pacific-2001', options), 'China').purchased.infantry ?? 0;
    expect(china(['x2-advanced-production']) - china([])).toBe(1);
  });
});

describe('pacific-2001: hr01-capital-capture-25 (RULES §8.1, seed 002 "Capital Capture")', () => {
  /** Japan, holding Burma, walks into an undefended India (only its facilities left). */
  function takeIndia(options: string[]) {
    let s = newGame('pacific-2001', options);
    s = withoutUnits(s, 'India', (u) => !['factory', 'harbour'].includes(u.type));
    s = withUnits(withOwner(withoutUnits(s, 'Burma'), 'Burma', 'Japan'), 'Japan', 'Burma', 'infantry');
    s = withPUs(s, 'India', 22);
    s = advanceTo(s, 'combatMove');
    return apply(s, move(ids(s, 'Burma', 'Japan', 'infantry'), 'India'));
  }

  test('a quarter of India’s 22 PUs (5) to Japan and a quarter to the bank, instead of all 22', () => {
    const captured = (options: string[]) => takeIndia(options).events.find((e) => e.type === 'TerritoryCaptured');
    expect(captured(['hr01-capital-capture-25'])).toMatchObject({ data: { pusSeized: { from: 'India', amount: 5, toBank: 5 } } });
    expect(captured([])).toMatchObject({ data: { pusSeized: { from: 'India', amount: 22 } } });
  });
});
