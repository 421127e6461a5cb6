// The typed ids (rulesets/ids.ts) are the ids of the data: every power and
// unit type some ruleset names is known to the types, and the types name
// nothing that no ruleset has. A new ruleset with a new power fails here
// until ids.ts learns it.
import { getRuleset, rulesetIds } from '../../src/rules/rulesets';
import { asPowerId, asUnitType, isPowerId, isUnitType, POWER_IDS, UNIT_TYPES } from '../../src/rules';

const all = rulesetIds().map(getRuleset);

describe('typed power and unit ids (rulesets/ids.ts)', () => {
  test('are exactly the powers and unit types of the rulesets', () => {
    const powers = new Set(all.flatMap((r) => r.powers.map((p) => p.id)));
    const units = new Set(all.flatMap((r) => r.units.map((u) => u.type)));
    expect([...powers].sort()).toEqual([...POWER_IDS].sort());
    expect([...units].sort()).toEqual([...UNIT_TYPES].sort());
  });

  test('every power named in a ruleset (owners, seats, purchases) is a known id', () => {
    for (const r of all) {
      for (const t of r.territories) if (t.originalOwner) expect(isPowerId(t.originalOwner)).toBe(true);
      for (const p of Object.keys(r.purchasable ?? {})) expect(isPowerId(p)).toBe(true);
      for (const types of Object.values(r.purchasable ?? {})) for (const t of types ?? []) expect(isUnitType(t)).toBe(true);
    }
  });

  test('outside data is checked, naming the bad id', () => {
    expect(asPowerId('Japan')).toBe('Japan');
    expect(asUnitType('armour')).toBe('armour');
    expect(() => asPowerId('japan')).toThrow('"japan" is not a power');
    expect(() => asUnitType('tank')).toThrow('"tank" is not a unit type');
  });
});
