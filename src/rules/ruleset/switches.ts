// Rules that differ between rulesets but are not board data: one switch per
// difference, named after what it changes (RULES §6 lists the 2E differences).
// Each ruleset's module (rulesets/<id>/definition.ts) sets them.
import type { PowerId } from './types';

export interface RulesetSwitches {
  /** SBR-9: damage added to each bomber's die (1E none; 2E +2). */
  bombingBonus: number;
  /**
   * Which bases give movement: 'turnStart' (MOV-5: those where the unit began the turn, both move phases) or
   * 'betweenBases' (RULES §7 "Bases", AMBIG-44: planes +1 from an airfield where the move starts and +1 where it ends;
   * ships +1 only in Non-combat Move between zones both next to harbours).
   */
  baseMovement: 'turnStart' | 'betweenBases';
  /** MOB-5: 1E lets a major factory go in any territory worth >= 3; 2E only in the builder's original ones. */
  majorFactoryOriginalOnly: boolean;
  /** MOB-8: powers that place any number of units in any territory they hold, with no factory (China). */
  placesWithoutFactories: readonly PowerId[];
  /** INC-3 / CAP-7: powers that have no capital, always collect and never hand over PUs (China). */
  noCapital: readonly PowerId[];
  /** CNV-1: powers never subject to convoy disruption (China). */
  convoyImmune: readonly PowerId[];
  /** POL-6: powers that may not declare war themselves (the USA in 1E). */
  cannotDeclareWar: readonly PowerId[];
  /** KAM-2 / RULES §6: kamikaze attacks are active from the start (2E) rather than once triggered (1E). */
  kamikazeActiveFromStart: boolean;
  /** RULES §6: 2E kamikaze attacks only ships attacking Japanese units in the zone or launching a landing from it (1E: any surface warship there). */
  kamikazeAttackersOnly: boolean;
  /** MOV-11 / AMBIG-13: subs strike transports moving without a warship escort (1E only). */
  subStrikeOnTransports: boolean;
  /** UNIT-4 / RULES §6 "AA gun" (2E): an AA gun may be taken as a casualty (1E: never, AMBIG-09). */
  aaGunsAreCasualties?: boolean;
  /** RULES §6 "Subs" (2E): an enemy sub in a zone with no own warship blocks an amphibious unloading from it. */
  subsBlockUnloading?: boolean;
  /** NCM-6 / RULES §6 "Subs" (2E): subs may end a non-combat move with enemy warships (1E may not). */
  subsEndNonCombatWithEnemies?: boolean;
  /** SCR-1 / RULES §6: planes scramble from any territory with an operative airfield next to the zone, and into any zone a landing comes from (2E); 1E: islands only. */
  scrambleFromAnyTerritory: boolean;
  /** RULES §3: powers whose units move only inside the territories marked `chineseArea` (China), never at sea. */
  confinedToChineseArea: readonly PowerId[];
  /** CAP-5: powers that take enemy land for its original owner when it was someone else's (China takes Burma for the UK). */
  capturesForOriginalOwner: readonly PowerId[];
  /** RULES §6 "Convoys": each unit rolls its `convoyDamage` in dice and each 1-3 costs its pips (2E); 1E: `convoyDamage` is fixed PUs. */
  convoyDice?: boolean;
  /**
   * UNIT-7 / AMBIG-48 (pacific-2001): transports are fought with dice and chosen as casualties like any unit: UNIT-7's
   * "taken as a casualty last" and "alone against armed enemies it is destroyed without dice" do not apply.
   */
  transportsFightLikeAnyUnit?: boolean;
  /** CAP-3 / AMBIG-16: a factory in land that becomes one of these powers' is removed from the game (China). */
  factoriesRemovedOnCapture: readonly PowerId[];
}
