// RULES §8: options played together. Seed 003 recommends Expansion II "in its
// entirety"; here every Expansion II row built for the 1940 rulesets at once,
// and with the house rules of seed 002 (the soak plays whole games so too).
import type { GameEvent } from '../../../src/rules';
import { OPTIONAL_RULES } from '../../../src/rules';
import { atTurn, incomeEvent, newGame, turnEvents } from '../fixtures';

const builtFor = (rulesetId: string, seed: '002' | '003') =>
  OPTIONAL_RULES.filter((o) => o.seed === seed && (o.implementedIn as string[]).includes(rulesetId)).map((o) => o.id);

describe('Expansion II in its entirety (seed 003, RULES §8.2)', () => {
  for (const rulesetId of ['pacific-1940', 'pacific-1940-2e']) {
    test(`${rulesetId}: its rows work side by side: Japan's +8 (§7) and, as Early 1942 ends, the §2 ships`, () => {
      const x2 = builtFor(rulesetId, '003');
      expect(x2).toEqual(
        expect.arrayContaining(['x2-advanced-production', 'x2-increased-shipbuilding', 'x2-us-national-guard', 'x2-super-battleship']),
      );
      const all = newGame(rulesetId, x2);
      const japan = incomeEvent(turnEvents(atTurn(all, 'Japan', 'collectIncome')).events);
      expect(japan.lines).toContainEqual(expect.objectContaining({ source: 'option', option: 'x2-advanced-production', pus: 8 }));
      const roundEnd = turnEvents(atTurn({ ...all, round: 5 }, 'ANZAC', 'collectIncome')).events;
      const given = roundEnd.filter((e): e is Extract<GameEvent, { type: 'FreeUnitsGiven' }> => e.type === 'FreeUnitsGiven');
      expect(given.map((g) => g.data.option)).toEqual(['x2-increased-shipbuilding', 'x2-increased-shipbuilding']);
    });
  }

  test('with every house rule built too (the two fortification rules exclude each other: only one is chosen)', () => {
    const both = [...builtFor('pacific-1940', '002'), ...builtFor('pacific-1940', '003')];
    // Of two rows that conflict, the first listed (hr01-fortifications rather than x2-japanese-fortifications).
    const all = both.filter(
      (id, i) => !OPTIONAL_RULES.find((o) => o.id === id)!.conflicts.some((c) => both.indexOf(c) > -1 && both.indexOf(c) < i),
    );
    expect(all).toContain('hr01-fortifications');
    expect(all).not.toContain('x2-japanese-fortifications');
    expect(() => newGame('pacific-1940', all)).not.toThrow();
    expect(() => newGame('pacific-1940', both)).toThrow('x2-japanese-fortifications');
  });
});
