// Optional rules that change fire (RULES §8.1): hr01-battleship-two-dice
// (seed 002 "Battleships"), in battles and in battleOdds.
import type { GameEvent, GameState, UnitType } from '../../../src/rules';
import { battleOdds } from '../../../src/rules/combat/odds';
import { rulesetView } from '../../../src/rules/ruleset/view';
import { advanceTo, apply, applyWith, ids, move, newGame, withoutUnits, withRelation, withUnits } from '../fixtures';

const rolls = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'DiceRolled').map((e) => (e.data as { purpose: string; values: number[] }).values);

/** Japan's battleship from SZ 6 attacks US `defenders` in SZ 19. */
function seaAttack(options: string[], defenders: [UnitType, number][]): GameState {
  let s = withRelation(newGame('pacific-1940', options), 'Japan', 'USA', 'war');
  s = defenders.reduce((y, [type, n]) => withUnits(y, 'USA', '19 Sea Zone', type, n), withoutUnits(s, '19 Sea Zone'));
  s = advanceTo(s, 'combatMove');
  s = apply(s, move(ids(s, '6 Sea Zone', 'Japan', 'battleship'), '19 Sea Zone')).state;
  return advanceTo(s, 'conductCombat');
}

describe('hr01-battleship-two-dice (RULES §8.1, seed 002 "Battleships")', () => {
  test('against surface ships a battleship rolls 2 dice (CBT-5 one); two hits sink a defending cruiser and destroyer', () => {
    const on = applyWith(
      seaAttack(
        ['hr01-battleship-two-dice'],
        [
          ['cruiser', 1],
          ['destroyer', 1],
        ],
      ),
      { type: 'FightBattle', place: '19 Sea Zone' },
      [1, 2, 6, 6],
    );
    expect(rolls(on.events)[0]).toEqual([1, 2]);
    expect(on.events.find((e) => e.type === 'HitsScored')).toMatchObject({ data: { by: 'attacker', total: 2 } });
    const off = applyWith(
      seaAttack(
        [],
        [
          ['cruiser', 1],
          ['destroyer', 1],
        ],
      ),
      { type: 'FightBattle', place: '19 Sea Zone' },
      [1, 6, 6],
    );
    expect(rolls(off.events)[0]).toEqual([1]);
    expect(off.events.find((e) => e.type === 'HitsScored')).toMatchObject({ data: { by: 'attacker', total: 1 } });
  });

  test('against subs only (no surface ships) it rolls 1 die', () => {
    const s = seaAttack(['hr01-battleship-two-dice'], [['submarine', 1]]);
    let r = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, [6, 6, 6, 6]);
    const events = [...r.events];
    // The sub's side may submerge first (CBT-3): it stays and fights.
    for (let i = 0; i < 3 && r.state.battle?.step === 'submerge'; i++) {
      r = applyWith(r.state, { type: 'Submerge', units: [] }, [6, 6, 6, 6], 'USA');
      events.push(...r.events);
    }
    const attackerFire = events
      .filter((e) => e.type === 'DiceRolled')
      .map((e) => e.data as { purpose: string; values: number[] })
      .find((d) => d.purpose.startsWith('attacker, round 1'))!;
    expect(attackerFire.values).toHaveLength(1);
  });

  test('battleOdds: a battleship against 2 destroyers wins more often with the option; unchanged against a sub', () => {
    const rs = rulesetView('pacific-1940');
    const input = { kind: 'sea' as const, attackers: [{ type: 'battleship', count: 1 }], defenders: [{ type: 'destroyer', count: 2 }] };
    const on = battleOdds(rs, { ...input, options: ['hr01-battleship-two-dice'] });
    const off = battleOdds(rs, input);
    expect(on.attackerWins).toBeGreaterThan(off.attackerWins + 0.05);
    const vsSub = { ...input, defenders: [{ type: 'submarine', count: 1 }] };
    expect(battleOdds(rs, { ...vsSub, options: ['hr01-battleship-two-dice'] }).attackerWins).toBeCloseTo(
      battleOdds(rs, vsSub).attackerWins,
      12,
    );
  });
});
