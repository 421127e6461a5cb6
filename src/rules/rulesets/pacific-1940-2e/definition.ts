// Pacific 1940, second edition (RULES §6): the first edition's declaration
// with the second edition's differences.
import type { GameDefinition } from '../../ruleset/definition';
import { PACIFIC_1940 } from '../pacific-1940/definition';

export const PACIFIC_1940_2E: GameDefinition = {
  ...PACIFIC_1940,
  switches: {
    ...PACIFIC_1940.switches,
    bombingBonus: 2,
    majorFactoryOriginalOnly: true,
    kamikazeActiveFromStart: true,
    kamikazeAttackersOnly: true,
    subStrikeOnTransports: false,
    scrambleFromAnyTerritory: true,
  },
};
