// RULES §8: the optional rules catalogue and how a game chooses its options:
// every row of §8.1 (seed 002) and §8.2 (seed 003), its source heading, the
// rulesets it applies to, conflicts and prerequisites refused at creation.
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { decide, noDice, OPTIONAL_RULES } from '../../../src/rules';
import { optionProblems } from '../../../src/rules/rulesets/option-problems';
import { positionOf } from '../../../src/rules/positions/export';
import { newGame, refusal } from '../fixtures';

const create = (rulesetId: string, options: string[]) =>
  decide(
    null,
    { type: 'CreateGame', gameId: 'g', rulesetId, options, name: 'n', organizerTokenHash: 'o' },
    { actor: { kind: 'anonymous' }, dice: noDice },
  );

const RULES_MD = resolve(__dirname, '../../../../shared/RULES.md');

describe('RULES §8 catalogue', () => {
  test('every §8 row is listed, once, with its seed, heading, applicability and what it changes', () => {
    if (existsSync(RULES_MD)) {
      const section = readFileSync(RULES_MD, 'utf8').split('## 8. ')[1];
      const ids = [...section.matchAll(/^\| `([a-z0-9-]+)`/gm)].map((m) => m[1]);
      expect(OPTIONAL_RULES.map((o) => o.id).sort()).toEqual([...ids].sort());
    }
    for (const o of OPTIONAL_RULES) {
      expect(o.source).toContain(`seed ${o.seed} "${o.heading}"`);
      expect(o.description.length).toBeGreaterThan(10);
      expect(Object.keys(o.applies).sort()).toEqual(['pacific-1940', 'pacific-1940-2e', 'pacific-2001']);
      for (const r of o.implementedIn) expect(o.rulesets).toContain(r);
    }
  });

  test('RULES §8 "Applies": N rows apply nowhere; 01-only rows do not apply to the 1940 rulesets', () => {
    const of = (id: string) => OPTIONAL_RULES.find((o) => o.id === id)!;
    expect(of('x2-king-tiger').rulesets).toEqual([]);
    expect(of('hr01-corrected-setup').rulesets).toEqual(['pacific-2001']);
    expect(of('x2-japanese-destroyer-transport').rulesets).toEqual(['pacific-1940', 'pacific-1940-2e']);
    expect(of('x2-enlarged-pacific').applies).toEqual({ 'pacific-1940': 'A', 'pacific-1940-2e': 'A', 'pacific-2001': 'A' });
  });

  test('`implemented` is true only where every applicable ruleset plays it', () => {
    for (const o of OPTIONAL_RULES) expect(o.implemented).toBe(o.rulesets.length > 0 && o.implementedIn.length === o.rulesets.length);
    expect(OPTIONAL_RULES.filter((o) => o.implemented).map((o) => o.id)).toEqual([
      'hr01-japan-military-victory',
      'hr01-japan-economic-vp',
      'hr01-fortifications',
      'hr01-capital-capture-25',
      'hr01-manchuria-garrison',
      'hr01-corrected-setup',
      'hr01-amended-japanese-setup',
      'hr01-pearl-harbor-strike',
      'hr01-hawaii-production-cap',
      'hr01-no-us-factories',
      'hr01-rail-movement',
      'hr01-blitzkrieg-return',
      'hr01-airfields',
      'hr01-port-to-port',
      'hr01-sbr-two-dice',
      'hr01-dogfights',
      'hr01-battleship-two-dice',
      'hr01-destroyer-asw',
      'hr01-sub-evasion',
      'hr01-ports-shelter',
      'hr01-convoy-raiding',
      'hr01-amphibious-support',
      'x2-enlarged-pacific',
      'x2-increased-shipbuilding',
      'x2-patrol-zone',
      'x2-us-national-guard',
      'x2-advanced-production',
      'x2-carrier-fighters',
      'x2-japanese-fortifications',
      'x2-capital-ship-damage',
      'x2-japanese-destroyer-transport',
      'x2-super-battleship',
      'x2-escorts',
    ]);
  });
});

describe('RULES §8: choosing options at game creation', () => {
  test('chosen options are recorded in GameCreated (sorted, once) and in positions', () => {
    const d = create('pacific-1940', ['x2-advanced-production', 'hr01-capital-capture-25', 'x2-advanced-production']);
    expect(d.ok && d.events[0].data).toMatchObject({ options: ['hr01-capital-capture-25', 'x2-advanced-production'] });
    const s = newGame('pacific-1940-2e', ['hr01-japan-military-victory']);
    expect(positionOf(s).options).toEqual(['hr01-japan-military-victory']);
  });

  test('an option that does not apply to the ruleset is refused, naming it and the ruleset (OPTION_NOT_APPLICABLE)', () => {
    const v = refusal(create('pacific-1940', ['hr01-corrected-setup']));
    expect(v.code).toBe('OPTION_NOT_APPLICABLE');
    expect(v.rule).toBe('RULES §8');
    expect(v.message).toContain('hr01-corrected-setup');
    expect(v.message).toContain('pacific-1940');
    expect(refusal(create('pacific-1940-2e', ['x2-king-tiger'])).code).toBe('OPTION_NOT_APPLICABLE');
  });

  test('two options that exclude each other are refused together, naming both (OPTIONS_CONFLICT)', () => {
    const p = optionProblems('pacific-2001', ['hr01-japan-economic-vp', 'hr01-japan-military-victory']);
    expect(p.filter((x) => x.code === 'OPTIONS_CONFLICT')).toHaveLength(1);
    const both = optionProblems('pacific-1940', ['hr01-fortifications', 'x2-japanese-fortifications']);
    const v = refusal(create('pacific-1940', ['x2-japanese-fortifications', 'hr01-fortifications']));
    expect(v.code).toBe('OPTIONS_CONFLICT');
    expect(v.message).toContain('hr01-fortifications');
    expect(v.message).toContain('x2-japanese-fortifications');
    expect(both.map((x) => x.code)).toContain('OPTIONS_CONFLICT');
  });

  test('an option that needs another is refused without it (OPTION_REQUIRES); unknown ids are UNKNOWN_OPTION', () => {
    expect(optionProblems('pacific-2001', ['hr01-amended-japanese-setup']).map((p) => p.code)).toContain('OPTION_REQUIRES');
    expect(refusal(create('pacific-1940', ['no-such-rule'])).code).toBe('UNKNOWN_OPTION');
  });

  test('every implemented option of each 1940 ruleset can be chosen at once (Expansion II "in its entirety" with the house rules)', () => {
    for (const r of ['pacific-1940', 'pacific-1940-2e']) {
      const all = OPTIONAL_RULES.filter((o) => o.implementedIn.includes(r as 'pacific-1940'));
      const compatible = all.filter((o) => !o.conflicts.some((c) => all.some((x) => x.id === c && x.id < o.id))).map((o) => o.id);
      expect(create(r, compatible).ok).toBe(true);
    }
  });
});
