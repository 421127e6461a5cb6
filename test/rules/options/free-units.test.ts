// RULES §8.2, seed 003 (Expansion II): free units and bonus income as events a
// replay shows: x2-increased-shipbuilding (§2 "Increased ship building"),
// x2-us-national-guard (§6 "US National Guard"), x2-advanced-production (§7
// "Advanced Production Capacity"). Each compared with the same game without it.
import type { GameEvent, GameState } from '../../../src/rules';
import {
  advanceTo,
  apply,
  atTurn,
  endTurn,
  ids,
  incomeEvent,
  move,
  newGame,
  turnEvents,
  unitsOf,
  withOwner,
  withoutUnits,
  withRelation,
  withUnits,
} from '../fixtures';

const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e) => e.type === type).map((e) => e.data) as Extract<GameEvent, { type: T }>['data'][];

/** ANZAC's turn (the last of the round) in `round`. */
const lastTurnOf = (s: GameState, round: number) => atTurn({ ...s, round }, 'ANZAC', 'collectIncome');

describe('x2-increased-shipbuilding (RULES §8.2, seed 003 §2 "Increased ship building")', () => {
  test('AMBIG-33: as Early 1942 (round 5) ends Japan gets a cruiser and a sub in SZ 6, the USA the same in SZ 10; nothing without the option', () => {
    const on = turnEvents(lastTurnOf(newGame('pacific-1940', ['x2-increased-shipbuilding']), 5));
    const given = of(on.events, 'FreeUnitsGiven');
    expect(given.map((g) => [g.power, g.place, g.units.map((u) => u.type)])).toEqual([
      ['Japan', '6 Sea Zone', ['cruiser', 'submarine']],
      ['USA', '10 Sea Zone', ['cruiser', 'submarine']],
    ]);
    expect(given[0].option).toBe('x2-increased-shipbuilding');
    const before = lastTurnOf(newGame('pacific-1940', ['x2-increased-shipbuilding']), 5);
    expect(unitsOf(on.state, '6 Sea Zone', 'Japan', 'cruiser').length).toBe(unitsOf(before, '6 Sea Zone', 'Japan', 'cruiser').length + 1);
    const off = turnEvents(lastTurnOf(newGame('pacific-1940'), 5));
    expect(of(off.events, 'FreeUnitsGiven')).toEqual([]);
  });

  test('Late 1942 (round 6): a carrier with its 2 fighters aboard; no gift in other rounds or at other turn ends', () => {
    const on = turnEvents(lastTurnOf(newGame('pacific-1940-2e', ['x2-increased-shipbuilding']), 6));
    const [japan] = of(on.events, 'FreeUnitsGiven');
    const carrier = japan.units.find((u) => u.type === 'carrier')!;
    expect(japan.units.filter((u) => u.type === 'fighter').map((u) => u.carriedBy)).toEqual([carrier.id, carrier.id]);
    expect(of(turnEvents(lastTurnOf(newGame('pacific-1940', ['x2-increased-shipbuilding']), 4)).events, 'FreeUnitsGiven')).toEqual([]);
    const notLast = atTurn({ ...newGame('pacific-1940', ['x2-increased-shipbuilding']), round: 5 }, 'UK', 'collectIncome');
    expect(of(turnEvents(notLast).events, 'FreeUnitsGiven')).toEqual([]);
  });

  test('default: not given into a zone held by enemy ships', () => {
    const s = withUnits(
      withRelation(newGame('pacific-1940', ['x2-increased-shipbuilding']), 'Japan', 'USA', 'war'),
      'USA',
      '6 Sea Zone',
      'destroyer',
    );
    expect(of(turnEvents(lastTurnOf(s, 5)).events, 'FreeUnitsGiven').map((g) => g.power)).toEqual(['USA']);
  });
});

describe('x2-us-national-guard (RULES §8.2, seed 003 §6 "US National Guard")', () => {
  /** Japan, at war with the USA, attacks Alaska from British Columbia in combat move. */
  function attackAlaska(options: string[]) {
    let s = withRelation(newGame('pacific-1940', options), 'Japan', 'USA', 'war');
    s = withUnits(withOwner(withoutUnits(s, 'British Columbia'), 'British Columbia', 'Japan'), 'Japan', 'British Columbia', 'infantry', 2);
    s = withUnits(s, 'USA', 'Alaska', 'infantry');
    s = advanceTo(atTurn(s, 'Japan'), 'combatMove');
    s = apply(s, move(ids(s, 'British Columbia', 'Japan', 'infantry'), 'Alaska')).state;
    return apply(s, { type: 'EndPhase' });
  }

  test('the first Axis attack on a listed US land gives 4 infantry and a fighter in Western USA before combat; not without the option', () => {
    const on = attackAlaska(['x2-us-national-guard']);
    const [g] = of(on.events, 'FreeUnitsGiven');
    expect(g).toMatchObject({ option: 'x2-us-national-guard', power: 'USA', place: 'Western United States' });
    expect(g.units.map((u) => u.type)).toEqual(['infantry', 'infantry', 'infantry', 'infantry', 'fighter']);
    expect(g.reason).toContain('Alaska');
    expect(on.events.findIndex((e) => e.type === 'FreeUnitsGiven')).toBeLessThan(on.events.findIndex((e) => e.type === 'PhaseStarted'));
    expect(on.state.units.at('Western United States').length).toBe(attackAlaska([]).state.units.at('Western United States').length + 5);
    expect(of(attackAlaska([]).events, 'FreeUnitsGiven')).toEqual([]);
  });

  test('given once in the game', () => {
    const first = attackAlaska(['x2-us-national-guard']).state;
    expect(first.giftsGiven).toEqual(['x2-us-national-guard']);
    let s = withUnits(atTurn(first, 'Japan', 'combatMove'), 'Japan', 'British Columbia', 'infantry');
    s = apply(s, move(ids(s, 'British Columbia', 'Japan', 'infantry'), 'Alaska')).state;
    expect(of(apply(s, { type: 'EndPhase' }).events, 'FreeUnitsGiven')).toEqual([]);
  });
});

describe('x2-advanced-production (RULES §8.2, seed 003 §7 "Advanced Production Capacity")', () => {
  test('Japan at war (with China from the start) collects 8 more while it holds Japan; the USA, at peace, nothing more', () => {
    const japan = (options: string[]) => incomeEvent(turnEvents(atTurn(newGame('pacific-1940', options), 'Japan', 'collectIncome')).events);
    expect(japan(['x2-advanced-production']).amount - japan([]).amount).toBe(8);
    expect(japan(['x2-advanced-production']).lines).toContainEqual(
      expect.objectContaining({ source: 'option', option: 'x2-advanced-production', pus: 8 }),
    );
    const usa = (s: GameState) => incomeEvent(turnEvents(atTurn(s, 'USA', 'collectIncome')).events);
    const on = newGame('pacific-1940', ['x2-advanced-production']);
    expect(usa(on).amount).toBe(usa(newGame('pacific-1940')).amount);
    expect(
      usa(withRelation(on, 'USA', 'Japan', 'war')).amount - usa(withRelation(newGame('pacific-1940'), 'USA', 'Japan', 'war')).amount,
    ).toBe(14);
    // Without Western USA, no bonus.
    const lost = withOwner(withRelation(on, 'USA', 'Japan', 'war'), 'Western United States', 'Japan');
    expect(usa(lost).lines.some((l) => l.source === 'option')).toBe(false);
  });

  test('China gets 1 free infantry to place each turn while it has infantry on the board; unplaced, it is not refunded', () => {
    const chinaTurn = (s: GameState) => turnEvents(atTurn(endTurn(atTurn(s, 'USA', 'collectIncome')), 'China', 'purchase'));
    const on = newGame('pacific-1940', ['x2-advanced-production']);
    const started = endTurn(atTurn(on, 'USA', 'collectIncome'));
    expect(started.current).toBe('China');
    expect(started.purchased).toEqual({ infantry: 1 });
    expect(of(chinaTurn(on).events, 'UnplacedUnitsRefunded')).toEqual([]);
    // Placed by MOB-8 in any Chinese territory.
    let s = advanceTo(started, 'mobilize');
    s = apply(s, { type: 'PlaceUnits', placements: [{ unitType: 'infantry', count: 1, territory: 'Szechwan' }] }).state;
    expect(unitsOf(s, 'Szechwan', 'China', 'infantry').length).toBe(unitsOf(started, 'Szechwan', 'China', 'infantry').length + 1);
    expect(endTurn(atTurn(newGame('pacific-1940'), 'USA', 'collectIncome')).purchased).toEqual({});
    // With no infantry of its own on the board, nothing.
    const none = { ...on, units: on.units.without(on.units.filter((u) => u.owner === 'China' && u.type === 'infantry').map((u) => u.id)) };
    expect(endTurn(atTurn(none, 'USA', 'collectIncome')).purchased).toEqual({});
  });
});
