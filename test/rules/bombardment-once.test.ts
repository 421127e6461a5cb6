// CBT-2 "Each battleship (4) or cruiser (3) in the unloading zone fires one
// die": a ship next to two landings from its zone in one turn bombards one of
// them, not both (found while building hr01-amphibious-support).
import type { GameEvent, GameState } from '../../src/rules';
import { apply, atTurn, ids, move, newGame, playWith, withRelation, withUnits, withoutUnits } from './fixtures';

const ones = Array(60).fill(1); // every die hits: each landing is over in its first round

/** The USA at war with Japan in Combat Move, with a battleship and two loaded transports in SZ 36 (Hainan, Kwangsi), each held by one Japanese infantry. */
function twoLandings(): GameState {
  let s = atTurn(withRelation(newGame('pacific-1940'), 'USA', 'Japan', 'war'), 'USA', 'combatMove');
  for (const land of ['Hainan', 'Kwangsi']) s = withUnits(withoutUnits(s, land), 'Japan', land, 'infantry'); // one defender each: two battles
  s = withUnits(s, 'USA', '36 Sea Zone', 'battleship');
  s = withUnits(s, 'USA', '36 Sea Zone', 'transport', 2);
  s = withUnits(s, 'USA', '36 Sea Zone', 'infantry', 2);
  const [t1, t2] = ids(s, '36 Sea Zone', 'USA', 'transport');
  const [i1, i2] = ids(s, '36 Sea Zone', 'USA', 'infantry');
  s = { ...s, units: s.units.with({ ...s.units.get(i1)!, carriedBy: t1 }).with({ ...s.units.get(i2)!, carriedBy: t2 }) };
  s = apply(s, move([i1], 'Hainan')).state;
  s = apply(s, move([i2], 'Kwangsi')).state;
  return apply(s, { type: 'EndPhase' }).state;
}

function fight(s: GameState, place: string): { state: GameState; started: Extract<GameEvent, { type: 'BattleStarted' }> } {
  const d = playWith(s, { type: 'FightBattle', place }, ones);
  if (!d.ok) throw new Error(d.violation.message);
  const started = d.events.find((e): e is Extract<GameEvent, { type: 'BattleStarted' }> => e.type === 'BattleStarted')!;
  return { state: d.state, started };
}

test('CBT-2: the battleship bombards the first landing it can support this turn, and not the second', () => {
  const s = twoLandings();
  expect(s.phase).toBe('conductCombat');
  expect(s.battles).toEqual(expect.arrayContaining(['Hainan', 'Kwangsi']));
  const bb = ids(s, '36 Sea Zone', 'USA', 'battleship')[0];

  const first = fight(s, 'Hainan');
  expect(first.started.data.bombarders).toEqual([bb]);
  expect(first.state.bombardedThisTurn).toEqual([bb]);
  const second = fight(first.state, 'Kwangsi');
  expect(second.started.data.bombarders).toEqual([]);

  // Either order: whichever landing is fought first has the battleship.
  expect(fight(s, 'Kwangsi').started.data.bombarders).toEqual([bb]);
});

test('CBT-2: a new turn starts with no ship having bombarded', () => {
  const s = fight(fight(twoLandings(), 'Hainan').state, 'Kwangsi').state;
  expect(s.bombardedThisTurn).toHaveLength(1);
  let t = s;
  while (t.current === 'USA') t = apply(t, { type: 'EndPhase' }).state;
  expect(t.bombardedThisTurn).toBeUndefined();
});
