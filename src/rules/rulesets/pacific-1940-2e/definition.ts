// Pacific 1940, second edition (RULES §6): the first edition's declaration
// with the second edition's differences.
import type { Declaration, GameDefinition, WarBonus } from '../../ruleset';
import { PACIFIC_1940 } from '../pacific-1940/definition';
import { carrierFighter } from '../option-units';

type Brings = Pick<Declaration, 'wars' | 'allies'>;

const sz = (...n: number[]) => n.map((i) => `${i} Sea Zone`);

/** RULES §6: Japan's UK/ANZAC declaration brings the Dutch in; China joins the UK and ANZAC. */
const ON_UK: Brings = {
  wars: [
    ['Japan', 'UK'],
    ['Japan', 'ANZAC'],
    ['Japan', 'Dutch'],
  ],
  allies: [
    ['China', 'UK'],
    ['China', 'ANZAC'],
    ['China', 'Dutch'],
  ],
};

/** RULES §6: the US–Japan war brings the USA alone; the USA then stands with China, the UK, ANZAC, France and the Dutch. */
const US_WAR: Brings = {
  wars: [['Japan', 'USA']],
  allies: [
    ['China', 'USA'],
    ['USA', 'UK'],
    ['USA', 'ANZAC'],
    ['USA', 'France'],
    ['USA', 'Dutch'],
  ],
};

/** RULES §6: the USA gets +30 PUs once when Japan declares war (on the UK/ANZAC, the USA or all) in rounds 1–3. */
const US_MOBILIZES: WarBonus = { id: 'usa-mobilization', power: 'USA', pus: 30, throughRound: 3, rule: 'RULES §6' };

export const PACIFIC_1940_2E: GameDefinition = {
  ...PACIFIC_1940,
  // Its own, not pacific-1940's: bumped when these rules (its own or the ones it shares) change what a
  // command produces (GameDefinition.version, docs/exports.md).
  version: 1,
  // RULES §6 "Japanese factories in China": checked after each Conduct Combat (the `removeFactories` hook).
  phases: PACIFIC_1940.phases.map((p) =>
    p.phase === 'conductCombat' ? { ...p, onEnd: [...(p.onEnd ?? []), 'removeFactories' as const] } : p,
  ),
  factoryRemoval: { owner: 'China', territories: ['Kiangsu', 'Shantung', 'Manchuria'], rule: 'RULES §6' },
  politics: {
    ...PACIFIC_1940.politics,
    // RULES §6 "Japanese declarations": three, plus the separate war with France; an act of war uses the first
    // listed that covers its victim (so attacking French Indo China is the war with France only).
    declarations: [
      { id: 'uk-anzac', by: ['Japan'], against: ['UK', 'ANZAC', 'Dutch'], ...ON_UK, bonus: US_MOBILIZES, rule: 'RULES §6' },
      { id: 'usa', by: ['Japan'], against: ['USA'], ...US_WAR, bonus: US_MOBILIZES, rule: 'RULES §6' },
      { id: 'france', by: ['Japan'], against: ['France'], wars: [['Japan', 'France']], allies: [['China', 'France']], rule: 'RULES §6' },
      {
        id: 'all',
        by: ['Japan'],
        against: ['USA', 'UK', 'ANZAC', 'Dutch', 'France'],
        wars: [...ON_UK.wars, ...US_WAR.wars, ['Japan', 'France']],
        allies: [...ON_UK.allies, ...US_WAR.allies, ['China', 'France']],
        bonus: US_MOBILIZES,
        rule: 'RULES §6',
      },
      // RULES §6 "UK/ANZAC declaration": unprovoked (Japan keeps its +10, income reads `declaredBy`); the USA stays out.
      { id: 'unprovoked', by: ['UK', 'ANZAC'], against: ['Japan'], ...ON_UK, rule: 'POL-4, RULES §6' },
      // RULES §6 "USA": from round 4, or earlier once Japan has declared war on the UK or ANZAC.
      {
        id: 'usa',
        by: ['USA'],
        against: ['Japan'],
        ...US_WAR,
        earliest: { round: 4, unlessDeclared: { by: 'Japan', against: ['UK', 'ANZAC'] } },
        rule: 'RULES §6',
      },
    ],
    // RULES §6 "USA": the automatic round-3 war brings the USA alone (AMBIG-03 n/a).
    automatic: [{ power: 'USA', against: 'Japan', round: 3, phase: 'collectIncome', brings: US_WAR, rule: 'RULES §6' }],
    // RULES §6 "Peacetime movement" [N2]: lifted by the US–Japan war.
    peacetime: [
      { power: 'Japan', until: 'USA', barred: sz(1, 2, 3, 8, 9, 10, 11, 12), mayNotEndIn: [], rule: 'RULES §6' },
      { power: 'USA', until: 'Japan', barred: sz(6, 19, 20, 36), mayNotEndIn: sz(17, 22, 32, 33, 34, 37), rule: 'RULES §6' },
    ],
  },
  optionParams: {
    ...PACIFIC_1940.optionParams,
    // RULES §8.2 x2-carrier-fighters: the second edition's fighter values (air defense 1, 2 convoy dice).
    units: (PACIFIC_1940.optionParams?.units ?? noOptionUnits()).map((u) =>
      u.option === 'x2-carrier-fighters'
        ? {
            ...u,
            profile: carrierFighter({
              attack: 3,
              defense: 4,
              convoyDamage: 2,
              abilities: ['airAttack=1', 'airDefense=1', 'canEscort', 'canIntercept', 'support:offence:+1:tactical_bomber:allied:1'],
            }),
          }
        : u,
    ),
  },
  switches: {
    ...PACIFIC_1940.switches,
    bombingBonus: 2,
    majorFactoryOriginalOnly: true,
    // RULES §6 "USA": it may declare war (from round 4, see above); China still may not.
    cannotDeclareWar: ['China'],
    kamikazeActiveFromStart: true,
    kamikazeAttackersOnly: true,
    // RULES §6 "Subs": no strike on moving transports; they block amphibious unloading; they may end non-combat moves with enemies.
    subStrikeOnTransports: false,
    subsBlockUnloading: true,
    subsEndNonCombatWithEnemies: true,
    scrambleFromAnyTerritory: true,
    // RULES §6: a factory in land China captures is not removed then (CAP-3 is 1E), only by `factoryRemoval`.
    factoriesRemovedOnCapture: [],
    // RULES §6 "AA gun": it may be a casualty (its dice, up to 3 a gun, come from the data: maxAAattacks=3).
    aaGunsAreCasualties: true,
    // RULES §6 "Convoys": dice (the data's convoyDamage is each unit's number of dice: BB/CA/DD 1, sub/fighter/tac 2, CV/TP/bomber 0).
    convoyDice: true,
  },
};

/** pacific-1940 declares its optional units; a definition without them is a programming error, found at load. */
function noOptionUnits(): never {
  throw new Error("pacific-1940's definition has no optional units for the second edition to adapt");
}
