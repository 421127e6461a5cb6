// RULES §6 (pacific-1940-2e) row "Japanese factories in China": removed when
// China owns Kiangsu, Shantung or Manchuria, checked after each Allied battle
// (here: as every Conduct Combat ends); 1E removes them on capture (CAP-3).
import { advanceTo, apply, atTurn, newGame, withOwner, withUnits } from './fixtures';

const E2 = 'pacific-1940-2e';

describe('RULES §6 second edition: Japanese factories in China', () => {
  test('§6: factories in Kiangsu, Shantung or Manchuria held by China are removed when a Conduct Combat ends', () => {
    let s = withOwner(withOwner(newGame(E2), 'Kiangsu', 'China'), 'Hunan', 'China');
    s = withUnits(withUnits(s, 'Japan', 'Kiangsu', 'factory_minor'), 'Japan', 'Hunan', 'factory_minor');
    s = advanceTo(atTurn(s, 'China'), 'conductCombat');
    const r = apply(s, { type: 'EndPhase' });
    const removed = r.events.filter((e) => e.type === 'FactoriesRemoved');
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ data: { territory: 'Kiangsu', owner: 'China', rule: 'RULES §6' } });
    expect(r.state.units.at('Kiangsu').some((u) => u.type.startsWith('factory'))).toBe(false);
    // only the three named territories
    expect(r.state.units.at('Hunan').some((u) => u.type === 'factory_minor')).toBe(true);
  });

  test('§6: nothing is removed while Japan holds them', () => {
    const s = advanceTo(atTurn(withUnits(newGame(E2), 'Japan', 'Kiangsu', 'factory_minor'), 'UK'), 'conductCombat');
    expect(apply(s, { type: 'EndPhase' }).events.some((e) => e.type === 'FactoriesRemoved')).toBe(false);
  });

  test('1E has no such check (CAP-3 removes factories on capture instead)', () => {
    let s = withUnits(withOwner(newGame(), 'Kiangsu', 'China'), 'Japan', 'Kiangsu', 'factory_minor');
    s = advanceTo(atTurn(s, 'China'), 'conductCombat');
    expect(apply(s, { type: 'EndPhase' }).events.some((e) => e.type === 'FactoriesRemoved')).toBe(false);
  });
});
