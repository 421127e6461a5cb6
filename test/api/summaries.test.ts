// Battle summaries (issue 25 "Summaries"): casualties name the units lost by type (CBT-7), and a battle step with
// nothing in it says so instead of reading as if it happened (a land battle's bombard, submerge and surprise steps,
// CBT-2..CBT-4). The stored events are unchanged: the summary reads the game just before the event.
import { evolve, type GameEvent, type GameState } from '../../src/rules';
import { summaryOf } from '../../src/api/events/summaries';
import { advanceTo, apply, applyWith, ids, move, newGame, withoutUnits, withUnits } from '../rules/fixtures';

/** Each event of a command with its summary, read with the game just before it (as the events resolver does). */
function summaries(from: GameState, events: GameEvent[]): [string, string][] {
  let s = from;
  return events.map((e) => {
    const line = summaryOf(e.type, e.data, { before: s });
    s = evolve(s, e);
    return [e.type, line];
  });
}

describe('battle summaries', () => {
  test('a land battle: casualties by unit type; no bombardment, no submarines said so; general fire named', () => {
    // Japan attacks Hunan (1 Chinese infantry) with 2 infantry and 1 artillery from Kiangsi.
    let s = advanceTo(newGame(), 'combatMove');
    s = apply(s, move([...ids(s, 'Kiangsi', 'Japan', 'infantry', 2), ...ids(s, 'Kiangsi', 'Japan', 'artillery')], 'Hunan')).state;
    s = advanceTo(s, 'conductCombat');
    // Attacker 2, 2, 6: 2 hits; the defender 1: a hit (Japan chooses between infantry and artillery).
    const fought = applyWith(s, { type: 'FightBattle', place: 'Hunan' }, [2, 2, 6, 1]);
    const lines = summaries(s, fought.events);
    expect(lines.filter(([t]) => t === 'BattleStep').map(([, l]) => l)).toEqual([
      'Hunan, round 1: no bombardment.',
      'Hunan, round 1: no submarines to submerge.',
      'Hunan, round 1: no submarines to strike first.',
      'Hunan, round 1: general fire.',
    ]);
    expect(lines).toContainEqual(['CasualtiesChosen', 'China loses 1 infantry in Hunan (chosen by the engine).']);
    const inf = ids(fought.state, 'Hunan', 'Japan', 'infantry')[0];
    const chosen = apply(fought.state, { type: 'ChooseCasualties', units: [inf] });
    const after = summaries(fought.state, chosen.events);
    expect(after).toContainEqual(['CasualtiesChosen', 'Japan loses 1 infantry in Hunan.']);
    expect(after).toContainEqual(['CasualtiesRemoved', '2 infantry removed in Hunan.']);
    // Without the game (an old reader), the count only, as before.
    const event = chosen.events.find((e) => e.type === 'CasualtiesChosen')!;
    expect(summaryOf(event.type, event.data)).toBe('Japan takes 1 casualty in Hunan.');
  });

  test('a super battleship hit twice in a round (x2-super-battleship, UNIT-8): damaged, with its 2 hits', () => {
    let s = withoutUnits(newGame('pacific-2001', ['x2-super-battleship']), '16 Sea Zone');
    s = withUnits(s, 'USA', '16 Sea Zone', 'destroyer', 2);
    s = withUnits(withoutUnits(s, '26 Sea Zone'), 'Japan', '26 Sea Zone', 'super_battleship');
    s = advanceTo({ ...s, round: 2 }, 'combatMove');
    s = apply(s, move(ids(s, '26 Sea Zone', 'Japan', 'super_battleship'), '16 Sea Zone')).state;
    s = advanceTo(s, 'conductCombat');
    const r = applyWith(s, { type: 'FightBattle', place: '16 Sea Zone' }, [6, 6, 2, 2]);
    const lines = summaries(s, r.events);
    expect(lines).toContainEqual([
      'CasualtiesChosen',
      "Japan's 1 super battleship is damaged (2 hits) in 16 Sea Zone (chosen by the engine).",
    ]);
    // A sea battle never bombards; it has no submarines either.
    expect(lines).toContainEqual(['BattleStep', '16 Sea Zone, round 1: no bombardment.']);
    expect(lines).toContainEqual(['BattleStep', '16 Sea Zone, round 1: no submarines to submerge.']);
  });
});
