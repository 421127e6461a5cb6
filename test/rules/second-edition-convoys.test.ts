// RULES §6 (pacific-1940-2e) rows "Convoys" and "Carrier convoy value":
// convoy disruption by dice, recorded like every roll.
import type { GameEvent, GameState } from '../../src/rules';
import { rulesetView } from '../../src/rules/ruleset/view';
import { advanceTo, applyWith, atTurn, incomeEvent, newGame, withoutUnits, withRelation, withUnits } from './fixtures';

const E2 = 'pacific-1940-2e';
// The Japanese cruiser and transport in SZ 20 (next to British Kwangtung) are taken away so only the test's units roll.
const ukAtWar = () => withoutUnits(withRelation(newGame(E2), 'UK', 'Japan', 'war'), '20 Sea Zone');
const convoyLines = (events: GameEvent[]) => incomeEvent(events).lines.filter((l: any) => l.source === 'convoy');
function ukIncome(s: GameState, dice: number[]) {
  return applyWith(advanceTo(atTurn(s, 'UK'), 'collectIncome'), { type: 'EndPhase' }, dice).events;
}

describe('RULES §6 second edition: convoy disruption by dice', () => {
  test('§6 "Convoys": BB 1 die, fighter 2, sub 2, tac 2, carrier and transport 0; each 1–3 costs its pips; capped per zone (CNV-4)', () => {
    let s = ukAtWar();
    for (const type of ['battleship', 'submarine', 'fighter', 'tactical_bomber', 'carrier', 'transport'] as const)
      s = withUnits(s, 'Japan', '37 Sea Zone', type);
    // ships in (owner, type) order: battleship 1, fighter 2, submarine 2, tactical_bomber 2 = 7 dice
    const events = ukIncome(s, [1, 2, 3, 4, 5, 6, 3]);
    const roll = events.find((e) => e.type === 'DiceRolled') as Extract<GameEvent, { type: 'DiceRolled' }>;
    expect(roll.data).toMatchObject({ values: [1, 2, 3, 4, 5, 6, 3], purpose: 'convoy disruption, UK, 37 Sea Zone' });
    expect(events.indexOf(roll)).toBeLessThan(events.findIndex((e) => e.type === 'IncomeCollected'));
    expect(convoyLines(events)).toEqual([
      {
        source: 'convoy',
        seaZone: '37 Sea Zone',
        pus: -4,
        raw: 9,
        cap: 4, // Malaya 3 + Shan State 1
        dice: [1, 2, 3, 4, 5, 6, 3],
        ships: [
          { owner: 'Japan', type: 'battleship', count: 1, each: 1 },
          { owner: 'Japan', type: 'fighter', count: 1, each: 2 },
          { owner: 'Japan', type: 'submarine', count: 1, each: 2 },
          { owner: 'Japan', type: 'tactical_bomber', count: 1, each: 2 },
        ],
      },
    ]);
  });

  test('§6 "Convoys": dice of 4–6 cost nothing; the roll is still shown', () => {
    const s = withUnits(withUnits(ukAtWar(), 'Japan', '39 Sea Zone', 'submarine'), 'Japan', '39 Sea Zone', 'destroyer');
    const events = ukIncome(s, [4, 5, 6]);
    expect(convoyLines(events)).toMatchObject([{ seaZone: '39 Sea Zone', pus: 0, raw: 0, cap: 3, dice: [4, 5, 6] }]);
    const small = ukIncome(s, [2, 6, 1]); // destroyer 2, submarine 6 and 1
    expect(convoyLines(small)).toMatchObject([{ pus: -3, raw: 3 }]);
  });

  test('§6 "Carrier convoy value": a carrier (and a transport or a bomber) rolls nothing', () => {
    let s = ukAtWar();
    for (const type of ['carrier', 'transport', 'bomber'] as const) s = withUnits(s, 'Japan', '39 Sea Zone', type);
    const events = ukIncome(s, []);
    expect(events.some((e) => e.type === 'DiceRolled')).toBe(false);
    expect(convoyLines(events)).toEqual([]);
  });

  test('§6 "Convoys": "the engine also caps each territory once" holds by the per-zone cap, since no territory borders two convoy zones (RULES §3)', () => {
    const rs = rulesetView(E2);
    const zones = rs.data.territories.filter((t) => t.kind === 'sea' && t.convoyZone).map((t) => t.name);
    for (const t of rs.data.territories.filter((x) => x.kind === 'land'))
      expect([t.name, zones.filter((z) => t.adjacent.includes(z)).length <= 1]).toEqual([t.name, true]);
  });

  test('CNV-6 as in 1E: ships of a power at peace with the victim roll nothing', () => {
    const s = withUnits(newGame(E2), 'Japan', '37 Sea Zone', 'submarine', 2);
    expect(convoyLines(ukIncome(s, []))).toEqual([]);
  });

  test('1E keeps fixed convoy losses and rolls no dice (CNV-3; RULES §6 lists dice as 2E)', () => {
    let s = withRelation(newGame(), 'UK', 'Japan', 'war');
    s = withUnits(s, 'Japan', '39 Sea Zone', 'carrier');
    const events = applyWith(advanceTo(atTurn(s, 'UK'), 'collectIncome'), { type: 'EndPhase' }, []).events;
    expect(convoyLines(events)).toMatchObject([{ pus: -1, raw: 1 }]);
    expect(convoyLines(events)[0]).not.toHaveProperty('dice');
  });
});
