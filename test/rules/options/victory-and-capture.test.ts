// RULES §8.1 hr01-japan-military-victory [S2 "Japanese Military Victory"] and
// hr01-capital-capture-25 [S2 "Capital Capture"]: the same positions with and
// without the option end differently.
import type { GameEvent, GameState, PowerId } from '../../../src/rules';
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
  withOwner,
  withoutUnits,
  withPUs,
  withRelation,
  withUnits,
} from '../fixtures';

const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e) => e.type === type).map((e) => e.data) as Extract<GameEvent, { type: T }>['data'][];

describe('hr01-japan-military-victory (RULES §8.1, seed 002 "Japanese Military Victory")', () => {
  for (const rulesetId of ['pacific-1940', 'pacific-1940-2e']) {
    test(`${rulesetId}: Japan holding Western USA for a complete round wins; without the option it does not (VIC-1 needs 6 cities)`, () => {
      const hold = (s: GameState) => withOwner(s, 'Western United States', 'Japan');
      const on = hold(newGame(rulesetId, ['hr01-japan-military-victory']));
      const first = turnEvents(on);
      expect(of(first.events, 'VictoryPending')).toEqual([
        { side: 'Axis', power: 'Japan', round: 1, condition: 'hr01-japan-military-victory' },
      ]);
      let s = first.state;
      for (let i = 0; i < 4; i++) s = endTurn(s);
      const second = turnEvents(s);
      expect(of(second.events, 'GameEnded')).toEqual([
        { winner: 'Axis', condition: 'hr01-japan-military-victory', round: 2, power: 'Japan' },
      ]);

      const off = turnEvents(hold(newGame(rulesetId)));
      expect(of(off.events, 'VictoryPending')).toEqual([]);
    });
  }

  test('New South Wales and India together win; either alone does not', () => {
    const base = newGame('pacific-1940', ['hr01-japan-military-victory']);
    const both = withOwner(withOwner(base, 'New South Wales', 'Japan'), 'India', 'Japan');
    expect(of(turnEvents(both).events, 'VictoryPending')).toHaveLength(1);
    expect(of(turnEvents(withOwner(base, 'India', 'Japan')).events, 'VictoryPending')).toEqual([]);
  });
});

describe('hr01-capital-capture-25 (RULES §8.1, seed 002 "Capital Capture")', () => {
  /** Japan, at war with the UK, walks into an empty India from Burma (as test/rules/capture.test.ts does for CAP-7). */
  function takeIndia(options: string[]) {
    let s = newGame('pacific-1940', options);
    s = withRelation(
      withoutUnits(s, 'India', (u) => !['factory_major', 'airfield', 'harbour', 'aaGun'].includes(u.type)),
      'Japan',
      'UK',
      'war',
    );
    s = withUnits(s, 'Japan', 'Burma', 'infantry');
    s = withOwner(
      withoutUnits(s, 'Burma', (u) => u.owner === 'UK'),
      'Burma',
      'Japan',
    );
    s = withPUs(s, 'UK', 19);
    s = advanceTo(atTurn(s, 'Japan'), 'combatMove');
    return apply(s, move(ids(s, 'Burma', 'Japan', 'infantry'), 'India'));
  }

  test('a quarter (rounded down) to the captor and a quarter to the bank, instead of everything (CAP-7)', () => {
    const on = takeIndia(['hr01-capital-capture-25']);
    expect(of(on.events, 'TerritoryCaptured')[0]).toMatchObject({ pusSeized: { from: 'UK', amount: 4, toBank: 4 } });
    expect(of(on.events, 'TerritoryCaptured')[0].rule).toContain('hr01-capital-capture-25');
    expect(on.state.pus.UK).toBe(11);
    const off = takeIndia([]);
    expect(of(off.events, 'TerritoryCaptured')[0]).toMatchObject({ pusSeized: { from: 'UK', amount: 19 } });
    expect(off.state.pus.UK).toBe(0);
    expect(on.state.pus.Japan! - off.state.pus.Japan!).toBe(4 - 19);
  });

  test('the power without its capital still collects income (replaces INC-2)', () => {
    const collect = (options: string[]) => {
      const s = withOwner(newGame('pacific-1940', options), 'India', 'Japan');
      return incomeEvent(turnEvents(atTurn(s, 'UK' as PowerId, 'collectIncome')).events);
    };
    expect(collect([]).amount).toBe(0);
    expect(collect([]).lines).toEqual([{ source: 'noCapital', capital: 'India', pus: 0 }]);
    expect(collect(['hr01-capital-capture-25']).amount).toBeGreaterThan(0);
  });
});
