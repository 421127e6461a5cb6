// Rules that differ between rulesets but are not board data: one switch per
// difference, named after what it changes (RULES §6 lists the 2E differences).

export interface RulesetSwitches {
  /** SBR-9: damage added to each bomber's die (1E none; 2E +2). */
  bombingBonus: number;
  /** MOB-5: 1E lets a major factory go in any territory worth >= 3; 2E only in the builder's original ones. */
  majorFactoryOriginalOnly: boolean;
  /** POL-6: the round in which the USA enters the war at its Collect Income phase. */
  usaAutomaticWarRound: number;
  /** MOB-8: powers that place any number of units in any territory they hold, with no factory (China). */
  placesWithoutFactories: string[];
  /** INC-3 / CAP-7: powers that have no capital, always collect and never hand over PUs (China). */
  noCapital: string[];
  /** CNV-1: powers never subject to convoy disruption (China). */
  convoyImmune: string[];
  /** POL-6: powers that may not declare war themselves (the USA in 1E). */
  cannotDeclareWar: string[];
  /** KAM-2 / RULES §6: kamikaze attacks are active from the start (2E) rather than once triggered (1E). */
  kamikazeActiveFromStart: boolean;
  /** RULES §6: 2E kamikaze attacks only ships attacking Japanese units in the zone or launching a landing from it (1E: any surface warship there). */
  kamikazeAttackersOnly: boolean;
  /** MOV-11 / AMBIG-13: subs strike transports moving without a warship escort (1E only). */
  subStrikeOnTransports: boolean;
  /** SCR-1 / RULES §6: planes scramble from any territory with an operative airfield next to the zone, and into any zone a landing comes from (2E); 1E: islands only. */
  scrambleFromAnyTerritory: boolean;
}

const BASE: RulesetSwitches = {
  bombingBonus: 0,
  majorFactoryOriginalOnly: false,
  usaAutomaticWarRound: 3,
  placesWithoutFactories: ['China'],
  noCapital: ['China'],
  convoyImmune: ['China'],
  cannotDeclareWar: ['USA', 'China'],
  kamikazeActiveFromStart: false,
  kamikazeAttackersOnly: false,
  subStrikeOnTransports: true,
  scrambleFromAnyTerritory: false,
};

const BY_RULESET: Record<string, Partial<RulesetSwitches>> = {
  'pacific-1940': {},
  'pacific-1940-2e': { bombingBonus: 2, majorFactoryOriginalOnly: true, kamikazeActiveFromStart: true, kamikazeAttackersOnly: true, subStrikeOnTransports: false, scrambleFromAnyTerritory: true },
};

export function switchesFor(rulesetId: string): RulesetSwitches {
  return { ...BASE, ...(BY_RULESET[rulesetId] ?? {}) };
}
