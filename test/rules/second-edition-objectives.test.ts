// RULES §6 (pacific-1940-2e) rows "Objectives" (each with its at-war condition)
// and "Setup", through the income the rules core pays.
import type { GameState, PowerId } from '../../src/rules';
import { applyWith, atTurn, incomeEvent, newGame, unitsOf, withOwner, withRelation } from './fixtures';

const E2 = 'pacific-1940-2e';
/** The objectives `power` is paid at its income now (dice for any convoy rolls: sixes cost nothing). */
function objectives(s: GameState, power: PowerId): Record<string, number> {
  const inc = incomeEvent(applyWith(atTurn(s, power, 'collectIncome'), { type: 'EndPhase' }, Array(60).fill(6)).events);
  return Object.fromEntries(inc.lines.filter((l: any) => l.source === 'objective').map((l: any) => [l.objective, l.pus]));
}
const atWarWithJapan = (...powers: PowerId[]) => powers.reduce((s, p) => withRelation(s, p, 'Japan', 'war'), newGame(E2));

describe('RULES §6 second edition: national objectives', () => {
  test('§6 "Objectives" Japan: +10 at peace at the start; +5 for Guam, Midway, Wake, Gilbert and Solomons; +5 each for the four cities; +5 Dutch East Indies', () => {
    expect(objectives(newGame(E2), 'Japan')).toEqual({ 'japan-trade-with-america': 10 });
    let s = newGame(E2);
    for (const t of [
      'Guam',
      'Midway',
      'Wake Island',
      'Gilbert Islands',
      'Solomon Islands',
      'Hawaiian Islands',
      'India',
      'Java',
      'Sumatra',
      'Borneo',
      'Celebes',
    ])
      s = withOwner(s, t, 'Japan');
    expect(objectives(s, 'Japan')).toEqual({
      'japan-trade-with-america': 10,
      'japan-defense-perimeter': 5,
      'japan-honolulu': 5,
      'japan-calcutta': 5,
      'japan-dutch-east-indies': 5,
    });
  });

  test('§6 "Objectives" UK: +5 Kwangtung and Malaya, at war only', () => {
    expect(objectives(newGame(E2), 'UK')).toEqual({});
    expect(objectives(atWarWithJapan('UK'), 'UK')).toEqual({ 'uk-kwangtung-malaya': 5 });
  });

  test('§6 "Objectives" ANZAC, at war: +5 all its original territories with Malaya Allied; +5 strategic islands (Dutch control does not count)', () => {
    expect(objectives(newGame(E2), 'ANZAC')).toEqual({});
    const war = atWarWithJapan('ANZAC');
    expect(objectives(war, 'ANZAC')).toEqual({ 'anzac-original-and-malaya': 5 });
    expect(objectives(withOwner(war, 'Dutch New Guinea', 'ANZAC'), 'ANZAC')).toEqual({
      'anzac-original-and-malaya': 5,
      'anzac-strategic-islands': 5,
    });
  });

  test('§6 "Objectives" USA, at war: +30 WUS; +5 Aleutians, Hawaii, Johnston, Line; +5 Alaska and Mexico; +5 Philippines; no +40 (INC-4 is 1E)', () => {
    expect(objectives(newGame(E2), 'USA')).toEqual({});
    expect(objectives(atWarWithJapan('USA'), 'USA')).toEqual({
      'usa-homeland': 30,
      'usa-outer-territories': 5,
      'usa-defense-obligations': 5,
      'usa-philippines': 5,
    });
  });

  test('§6 "Objectives" China: +6 while the Burma Road is open, as in 1E', () => {
    expect(objectives(newGame(E2), 'China')).toEqual({ 'china-burma-road': 6 });
    expect(objectives(withOwner(newGame(E2), 'Burma', 'Japan'), 'China')).toEqual({});
  });
});

describe('RULES §6 second edition: setup', () => {
  test('§6 "Setup": its own units (more AA guns and Chinese infantry, fewer Japanese and US planes)', () => {
    const count = (s: GameState, owner: PowerId | null, pred: (t: string) => boolean) =>
      s.units.all().filter((u) => (owner === null || u.owner === owner) && pred(u.type)).length;
    const e1 = newGame();
    const e2 = newGame(E2);
    expect(count(e2, null, (t) => t === 'aaGun')).toBeGreaterThan(count(e1, null, (t) => t === 'aaGun'));
    expect(count(e2, 'China', (t) => t === 'infantry')).toBeGreaterThan(count(e1, 'China', (t) => t === 'infantry'));
    const planes = (t: string) => ['fighter', 'tactical_bomber', 'bomber'].includes(t);
    expect(count(e2, 'Japan', planes)).toBeLessThan(count(e1, 'Japan', planes));
    expect(count(e2, 'USA', planes)).toBeLessThan(count(e1, 'USA', planes));
    expect(unitsOf(e2, 'Japan', 'Japan').length).toBeGreaterThan(0);
  });
});
