// RULES §6 (pacific-1940-2e): the rows "Start relations", "Japanese declarations",
// "UK/ANZAC declaration", "USA", "Peacetime movement" and Japan's +10 of "Objectives".
import type { GameEvent, GameState } from '../../src/rules';
import { relation } from '../../src/rules/engine/state';
import {
  advanceTo,
  apply,
  applyWith,
  atTurn,
  endTurn,
  ids,
  incomeEvent,
  move,
  newGame,
  play,
  refusal,
  withRelation,
  withUnits,
} from './fixtures';

const E2 = 'pacific-1940-2e';
const wars = (events: GameEvent[]) =>
  events
    .filter((e) => e.type === 'WarDeclared')
    .map((e: any) => [e.data.a, e.data.b].sort().join('-'))
    .sort();
const bonuses = (events: GameEvent[]) => events.filter((e) => e.type === 'WarBonusPaid').map((e: any) => [e.data.power, e.data.pus]);
// Enough dice for any convoy rolls at war (RULES §6 "Convoys"); sixes cost nothing.
const japanIncome = (s: GameState) =>
  incomeEvent(applyWith(atTurn(s, 'Japan', 'collectIncome'), { type: 'EndPhase' }, Array(40).fill(6)).events);
const tradeBonus = (s: GameState) => japanIncome(s).lines.some((l: any) => l.objective === 'japan-trade-with-america');

describe('RULES §6 second edition: politics', () => {
  test('§6 "Start relations": Japan and France at peace; UK/ANZAC–France allied', () => {
    const s = newGame(E2);
    expect(relation(s, 'Japan', 'France')).toBe('neutral');
    expect(relation(s, 'UK', 'France')).toBe('allied');
    expect(relation(s, 'ANZAC', 'France')).toBe('allied');
    expect(relation(s, 'Japan', 'China')).toBe('war');
  });

  test('§6 "Japanese declarations": on the UK brings UK, ANZAC and the Dutch only, and the USA its +30 in round 1', () => {
    const { state, events } = apply(newGame(E2), { type: 'DeclareWar', against: 'UK' });
    expect(wars(events)).toEqual(['ANZAC-Japan', 'Dutch-Japan', 'Japan-UK']);
    expect(relation(state, 'Japan', 'USA')).toBe('neutral');
    expect(relation(state, 'China', 'UK')).toBe('allied');
    expect(bonuses(events)).toEqual([['USA', 30]]);
    expect(state.pus.USA).toBe(newGame(E2).pus.USA! + 30);
  });

  test('§6 "Japanese declarations": on the USA brings the USA alone; "war with French" is separate and pays nothing', () => {
    const usa = apply(newGame(E2), { type: 'DeclareWar', against: 'USA' });
    expect(wars(usa.events)).toEqual(['Japan-USA']);
    expect(relation(usa.state, 'USA', 'China')).toBe('allied');
    expect(relation(usa.state, 'Japan', 'UK')).toBe('neutral');
    expect(bonuses(usa.events)).toEqual([['USA', 30]]);
    const france = apply(newGame(E2), { type: 'DeclareWar', against: 'France' });
    expect(wars(france.events)).toEqual(['France-Japan']);
    expect(bonuses(france.events)).toEqual([]);
  });

  test('§6 "Japanese declarations": "all" brings every Ally, France included; the +30 is paid once per game', () => {
    const all = apply(newGame(E2), { type: 'DeclareWar', against: 'USA', declaration: 'all' });
    expect(wars(all.events)).toEqual(['ANZAC-Japan', 'Dutch-Japan', 'France-Japan', 'Japan-UK', 'Japan-USA']);
    expect(bonuses(all.events)).toEqual([['USA', 30]]);
    // once: a second Japanese declaration in round 2 pays nothing more
    const first = apply(newGame(E2), { type: 'DeclareWar', against: 'UK' }).state;
    const second = apply({ ...first, round: 2 }, { type: 'DeclareWar', against: 'USA' });
    expect(wars(second.events)).toEqual(['Japan-USA']);
    expect(bonuses(second.events)).toEqual([]);
    expect(refusal(play(newGame(E2), { type: 'DeclareWar', against: 'UK', declaration: 'usa' })).code).toBe('UNKNOWN_DECLARATION');
  });

  test('§6 "USA": no +30 for a Japanese declaration after round 3', () => {
    const { events } = apply({ ...newGame(E2), round: 4 }, { type: 'DeclareWar', against: 'USA' });
    expect(wars(events)).toEqual(['Japan-USA']);
    expect(bonuses(events)).toEqual([]);
  });

  test('§6 "UK/ANZAC declaration": unprovoked, it keeps Japan\'s +10; a Japanese one on the UK cancels it', () => {
    const s = newGame(E2);
    expect(tradeBonus(s)).toBe(true);
    const uk = apply(atTurn(s, 'UK'), { type: 'DeclareWar', against: 'Japan' });
    expect(wars(uk.events)).toEqual(['ANZAC-Japan', 'Dutch-Japan', 'Japan-UK']);
    expect(relation(uk.state, 'Japan', 'USA')).toBe('neutral');
    expect(tradeBonus(uk.state)).toBe(true);
    expect(bonuses(uk.events)).toEqual([]);
    const japan = apply(s, { type: 'DeclareWar', against: 'UK' }).state;
    expect(tradeBonus(japan)).toBe(false);
    // and the other two terms: war with the USA, or French Indo China taken
    expect(tradeBonus(withRelation(s, 'Japan', 'USA', 'war'))).toBe(false);
    expect(tradeBonus({ ...s, owners: { ...s.owners, 'French Indo China': 'Japan' } })).toBe(false);
  });

  test('§6 "USA": may declare from round 4, or earlier once Japan has declared war on the UK/ANZAC', () => {
    const early = atTurn(newGame(E2), 'USA');
    expect(refusal(play(early, { type: 'DeclareWar', against: 'Japan' })).code).toBe('TOO_EARLY_TO_DECLARE');
    // an unprovoked UK war does not open it
    const ukWar = apply(atTurn(newGame(E2), 'UK'), { type: 'DeclareWar', against: 'Japan' }).state;
    expect(refusal(play(atTurn(ukWar, 'USA'), { type: 'DeclareWar', against: 'Japan' })).code).toBe('TOO_EARLY_TO_DECLARE');
    const japanWar = apply(newGame(E2), { type: 'DeclareWar', against: 'UK' }).state;
    expect(wars(apply(atTurn(japanWar, 'USA'), { type: 'DeclareWar', against: 'Japan' }).events)).toEqual(['Japan-USA']);
    const late = apply({ ...early, round: 4 }, { type: 'DeclareWar', against: 'Japan' });
    expect(wars(late.events)).toEqual(['Japan-USA']);
    expect(relation(late.state, 'Japan', 'UK')).toBe('neutral');
  });

  test('§6 "USA": the automatic round-3 war brings the USA alone (AMBIG-03 n/a in 2E)', () => {
    let s = newGame(E2);
    while (!(s.round === 3 && s.current === 'USA')) s = endTurn(s);
    s = advanceTo(s, 'mobilize');
    const enter = apply(s, { type: 'EndPhase' });
    expect(wars(enter.events)).toEqual(['Japan-USA']);
    expect(enter.events.find((e) => e.type === 'WarDeclared')).toMatchObject({ data: { cause: { kind: 'automatic' } } });
    expect(relation(enter.state, 'Japan', 'UK')).toBe('neutral');
  });
});

describe('RULES §6 second edition: peacetime movement', () => {
  test('§6 "Peacetime movement": Japan may not enter SZ 1–3 or 8–12 until the US–Japan war', () => {
    const s = atTurn(newGame(E2), 'Japan', 'nonCombatMove');
    const dd = ids(s, '6 Sea Zone', 'Japan', 'destroyer', 1);
    expect(refusal(play(s, move(dd, '7 Sea Zone', '8 Sea Zone')))).toMatchObject({ code: 'PEACETIME_LIMIT', rule: 'RULES §6' });
    apply(s, move(dd, '7 Sea Zone'));
    apply(withRelation(s, 'Japan', 'USA', 'war'), move(dd, '7 Sea Zone', '8 Sea Zone'));
  });

  test('§6 "Peacetime movement": the USA stays out of SZ 6, 19, 20, 36 and ends no move in SZ 17, 22, 32, 33, 34, 37', () => {
    const s = withUnits(atTurn(newGame(E2), 'USA', 'nonCombatMove'), 'USA', '16 Sea Zone', 'destroyer');
    const dd = ids(s, '16 Sea Zone', 'USA', 'destroyer', 1);
    expect(refusal(play(s, move(dd, '6 Sea Zone'))).code).toBe('PEACETIME_LIMIT');
    expect(refusal(play(s, move(dd, '17 Sea Zone'))).code).toBe('PEACETIME_LIMIT');
    apply(s, move(dd, '17 Sea Zone', '23 Sea Zone')); // passing through is allowed
    const war = withRelation(s, 'Japan', 'USA', 'war');
    apply(war, move(dd, '17 Sea Zone'));
  });

  test('§6 "Peacetime movement": a combat move that is itself an act of war on the USA is not held back (POL-7)', () => {
    const s = withUnits(atTurn(newGame(E2), 'Japan', 'combatMove'), 'Japan', '11 Sea Zone', 'destroyer');
    const dd = ids(s, '11 Sea Zone', 'Japan', 'destroyer', 1);
    const r = apply(s, { ...move(dd, '10 Sea Zone'), attack: true });
    expect(wars(r.events)).toContain('Japan-USA');
  });

  test('1E has no peacetime limits (RULES §6 lists them as 2E only)', () => {
    const s = atTurn(newGame(), 'Japan', 'nonCombatMove');
    const dd = ids(s, '6 Sea Zone', 'Japan', 'destroyer', 1);
    apply(s, move(dd, '7 Sea Zone', '8 Sea Zone'));
  });
});
