// Pacific 1940, first edition (RULES §1–§5): what the ruleset declares beside
// its board data (ruleset.json). The second edition starts from this one.
import type { Declaration, GameDefinition } from '../../ruleset/definition';

/** POL-3: Japan's war on any of the USA, UK, ANZAC and the Dutch is war on all of them; the Allies close ranks. */
const JAPAN_AT_WAR: Omit<Declaration, 'by' | 'against' | 'rule'> = {
  wars: [
    ['Japan', 'USA'],
    ['Japan', 'UK'],
    ['Japan', 'ANZAC'],
    ['Japan', 'Dutch'],
  ],
  allies: [
    ['China', 'USA'],
    ['China', 'UK'],
    ['China', 'ANZAC'],
    ['USA', 'UK'],
    ['USA', 'ANZAC'],
    ['USA', 'France'],
    ['USA', 'Dutch'],
  ],
};

export const PACIFIC_1940: GameDefinition = {
  // RULES §1.3: Politics is part of Purchase (POL-8); the Tech steps are inert.
  phases: [
    { phase: 'purchase', onStart: ['repairShips'] },
    { phase: 'combatMove' },
    { phase: 'conductCombat', onStart: ['kamikazeWindow'] },
    { phase: 'nonCombatMove', onEnd: ['landPlanes'] },
    { phase: 'mobilize', onEnd: ['landPlanesAfterPlacement', 'refundUnplaced'] },
    { phase: 'collectIncome', onStart: ['automaticWar'], onEnd: ['collectIncome'] },
  ],
  turnEnd: ['kamikazeActivation', 'victory'],
  politics: {
    declarations: [
      { by: ['Japan'], against: ['USA', 'UK', 'ANZAC', 'Dutch'], ...JAPAN_AT_WAR, rule: 'POL-3' },
      // POL-4: UK and ANZAC (and the Dutch) only; the USA stays neutral.
      {
        by: ['UK', 'ANZAC'],
        against: ['Japan'],
        wars: [
          ['Japan', 'UK'],
          ['Japan', 'ANZAC'],
          ['Japan', 'Dutch'],
        ],
        allies: [
          ['China', 'UK'],
          ['China', 'ANZAC'],
        ],
        rule: 'POL-4',
      },
    ],
    // POL-6 / AMBIG-03: the USA is at war when its round-3 Collect Income begins, and so are UK, ANZAC and the Dutch.
    automatic: [{ power: 'USA', against: 'Japan', round: 3, phase: 'collectIncome', brings: JAPAN_AT_WAR, rule: 'POL-6, AMBIG-03' }],
    entering: [
      // POL-4 / AMBIG-04: UK or ANZAC units entering Chinese land before their war with Japan start it.
      { by: ['UK', 'ANZAC'], owners: ['China'], against: 'Japan', effect: { actOfWar: true }, rule: 'AMBIG-04' },
      // POL-6: US units may not enter China until the USA is at war.
      { by: ['USA'], owners: ['China'], against: 'Japan', effect: { refused: 'USA_NOT_AT_WAR' }, rule: 'POL-6' },
    ],
  },
  kamikaze: { activatingPowers: ['USA', 'UK', 'ANZAC'], triggers: ['Iwo Jima', 'Marianas', 'Okinawa'], triggersAfterHold: ['Philippines'] },
  upgrades: [{ buy: 'factory_upgrade', from: 'factory_minor', to: 'factory_major' }],
  unownedLandPower: 'Mongolia',
  switches: {
    bombingBonus: 0,
    majorFactoryOriginalOnly: false,
    placesWithoutFactories: ['China'],
    noCapital: ['China'],
    convoyImmune: ['China'],
    cannotDeclareWar: ['USA', 'China'],
    kamikazeActiveFromStart: false,
    kamikazeAttackersOnly: false,
    subStrikeOnTransports: true,
    scrambleFromAnyTerritory: false,
    confinedToChineseArea: ['China'],
    capturesForOriginalOwner: ['China'],
    factoriesRemovedOnCapture: ['China'],
  },
};
