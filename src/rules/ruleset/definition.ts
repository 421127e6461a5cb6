// What a ruleset declares about its game, besides its board data (types.ts):
// the turn (phases in order and what runs as each begins and ends), who
// declares war on whom and what it brings, the powers with special rules, and
// the switches where editions differ. Each ruleset's own module
// (rulesets/<id>/definition.ts) fills it in; rules code reads it and names no
// power, phase list or unit type itself (test/rules/no-names.test.ts).
import type { PowerId, TerritoryName, UnitType } from './types';
import type { RulesetSwitches } from './switches';
import type { OptionParams } from './option-params';
import type { ViolationCode } from '../engine';

/**
 * The kinds of phase the mechanics know (RULES §1.3, §7). A ruleset lists its
 * phases in order; a mechanic acts in the phases of its kind.
 */
export type Phase =
  | 'purchase'
  | 'combatMove'
  | 'conductCombat'
  | 'nonCombatMove'
  | 'mobilize'
  | 'collectIncome'
  /** RULES §7 phase 2 (pacific-2001): fighters on Combat Air Patrol land (AMBIG-30: an empty step). */
  | 'combatAirPatrol'
  /** RULES §7 phase 5 (pacific-2001): control markers placed or removed, the production chart adjusted. */
  | 'nationalControl'
  /** RULES §7 phase 8 (pacific-2001): submerged subs resurface, damaged battleships are uprighted. */
  | 'resurface';

/** Every kind of phase, for documents that may name any (positions); a turn's own phases are its ruleset's `phases`. */
export const PHASE_KINDS: readonly Phase[] = [
  'purchase',
  'combatMove',
  'conductCombat',
  'nonCombatMove',
  'mobilize',
  'collectIncome',
  'combatAirPatrol',
  'nationalControl',
  'resurface',
];

/** What runs by itself as a phase begins or ends; each is implemented by the mechanic named in its comment. */
export type PhaseHook =
  /** PUR-1 (purchase/repair.ts): ships next to an operative friendly harbour are repaired. */
  | 'repairShips'
  /** KAM-3 (kamikaze/attack.ts): Japan may attack the mover's ships before any battle. */
  | 'kamikazeWindow'
  /** NCM-3 (movement/landing.ts): planes with nowhere to land are lost, except those waiting for a carrier bought this turn. */
  | 'landPlanes'
  /** RULES §8.2 x2-patrol-zone (movement/patrol-zone.ts): ships and planes left in an enemy patrol zone are lost. */
  | 'patrolZones'
  /** NCM-3 (movement/landing.ts): planes still waiting for a carrier are lost if none was placed. */
  | 'landPlanesAfterPlacement'
  /** MOB-9 (mobilize/refund.ts): what was bought and not placed is refunded. */
  | 'refundUnplaced'
  /** POL-6 (politics/war.ts): wars that begin by themselves at this point of a turn. */
  | 'automaticWar'
  /** INC (income/income.ts): the power collects its income. */
  | 'collectIncome'
  /** RULES §8.2 x2-advanced-production (mobilize/free-units.ts): a free unit to place this turn. */
  | 'freeUnitToPlace'
  /** RULES §8.2 x2-us-national-guard (mobilize/free-units.ts): free units after the first attack on the listed lands. */
  | 'nationalGuard'
  /** RULES §7 (reinforcements/paid-in-units.ts): a power paid in units (China) receives them. */
  | 'unitsInsteadOfPUs'
  /** RULES §7 phase 5 (sea-control/control.ts): who holds the convoy centres and convoy-route sea zones. */
  | 'controlSeaZones'
  /** RULES §7 phase 8 (resurface/upright.ts): the power's damaged battleships are repaired anywhere. */
  | 'uprightBattleships'
  /** RULES §6 (capture/factory-removal.ts): factories in the listed land are removed while its named owner holds it. */
  | 'removeFactories'
  /** RULES §8.1 hr01-convoy-raiding (income/convoy-raids.ts): raids on enemy convoy centres as combat ends. */
  | 'convoyRaids';

/** What runs by itself when a turn ends, in order, on the state after TurnEnded. */
export type TurnEndHook =
  /** KAM-2 (kamikaze/activation.ts). */
  | 'kamikazeActivation'
  /** VIC-1..VIC-3 (victory/victory.ts). */
  | 'victory'
  /** RULES §8.2 x2-increased-shipbuilding (mobilize/free-units.ts): free ships as a round ends. */
  | 'shipbuilding'
  /** AMBIG-32, AMBIG-42 (victory/round-victory.ts): the pacific-2001 conditions, at the end of each complete round. */
  | 'roundVictory'
  /** RULES §8.1 hr01-japan-military-victory alone, with VIC-3's complete round (victory/victory.ts), where VIC-1/VIC-2 do not apply. */
  | 'militaryVictory';

export interface PhaseDef {
  phase: Phase;
  /** The phase's name as the ruleset's rulebook prints it (summaries, the API's `phaseName`, refusal messages). */
  name: string;
  onStart?: readonly PhaseHook[];
  onEnd?: readonly PhaseHook[];
}

/**
 * A war between `by` and `against` (a declaration, POL-8, or an act of war,
 * POL-3/POL-4), and what it brings: every pair in `wars` goes to war and every
 * pair in `allies` becomes allied, in this order (pairs already so are left
 * alone, AMBIG-02).
 */
export interface Declaration {
  /** Names it when several declarations of one power cover the same enemy (RULES §6: Japan's "all the Allies"); `DeclareWar.declaration` picks it. */
  id?: string;
  by: readonly PowerId[];
  against: readonly PowerId[];
  wars: readonly (readonly [PowerId, PowerId])[];
  allies: readonly (readonly [PowerId, PowerId])[];
  /** The rule that makes it an act of war, e.g. "POL-3". */
  rule: string;
  /** RULES §6 (2E USA): not before `round`, unless `unlessDeclared.by` has already declared war on one of `unlessDeclared.against`. */
  earliest?: { round: number; unlessDeclared: { by: PowerId; against: readonly PowerId[] } };
  /** RULES §6 (2E USA +30): `power` gets `pus` once per game (`id`) when this declaration is made in rounds up to `throughRound`. */
  bonus?: WarBonus;
}

export interface WarBonus {
  id: string;
  power: PowerId;
  pus: number;
  throughRound: number;
  rule: string;
}

/**
 * RULES §6 (2E peacetime movement): until `power` is at war with `until`, its
 * units may not enter `barred` nor end a move in `mayNotEndIn`. A move that is
 * itself an act of war on `until` is not held back (POL-7: the war comes first).
 */
export interface PeacetimeLimit {
  power: PowerId;
  until: PowerId;
  barred: readonly TerritoryName[];
  mayNotEndIn: readonly TerritoryName[];
  rule: string;
}

/** A war that begins by itself (POL-6): `power` and `against` go to war as `phase` of `power`'s turn in `round` begins. */
export interface AutomaticWar {
  power: PowerId;
  against: PowerId;
  round: number;
  phase: Phase;
  /** What it brings, as a declaration would. */
  brings: Omit<Declaration, 'by' | 'against' | 'rule'>;
  rule: string;
}

/**
 * Moving into the land of `owners` while `by` is not at war with `against`
 * (RULES §4.1): an act of war on `against` (POL-4, AMBIG-04), or refused.
 */
export interface EnteringRule {
  by: readonly PowerId[];
  owners: readonly PowerId[];
  against: PowerId;
  /** An act of war on `against` (made in Combat Move, POL-7), or refused with `code`. */
  effect: { actOfWar: true } | { refused: ViolationCode };
  /** The rule that says so, e.g. "AMBIG-04". */
  rule: string;
}

export interface PoliticsDef {
  declarations: readonly Declaration[];
  automatic: readonly AutomaticWar[];
  entering: readonly EnteringRule[];
  /** RULES §6: movement limits in peacetime (2E); none when absent. */
  peacetime?: readonly PeacetimeLimit[];
}

/** KAM-2 / AMBIG-12: where Allied presence switches kamikaze on, and whose turn end checks it. */
export interface KamikazeDef {
  /** Powers at whose turn end Allied presence is checked. */
  activatingPowers: readonly PowerId[];
  /** Allied units here activate kamikaze. */
  triggers: readonly TerritoryName[];
  /** Allied units here activate kamikaze once a kamikaze power has held it at the end of its own turn. */
  triggersAfterHold: readonly TerritoryName[];
}

/** MOB-6: buying `buy` turns an own `from` into a `to` (a minor factory into a major one). */
export interface UpgradeDef {
  buy: UnitType;
  from: UnitType;
  to: UnitType;
}

/** RULES §6 (2E): factories in `territories` are removed whenever `owner` holds them (checked as the hook runs). */
export interface FactoryRemoval {
  owner: PowerId;
  territories: readonly TerritoryName[];
  rule: string;
}

export interface GameDefinition {
  /**
   * The ruleset's rules version: bumped when this ruleset's rules change what a command produces (other
   * events, other refusals), so an export says which rules decided its commands (docs/exports.md). A
   * data change shows in the ruleset's sourceHash instead; a change that produces the same events is no bump.
   */
  version: number;
  /** The turn's phases in order (RULES §1.3). */
  phases: readonly PhaseDef[];
  /** What runs at every turn end, in order. */
  turnEnd: readonly TurnEndHook[];
  politics: PoliticsDef;
  kamikaze: KamikazeDef | null;
  upgrades: readonly UpgradeDef[];
  /** RULES §6: factories removed from some land while a power holds it (2E China); none when absent. */
  factoryRemoval?: FactoryRemoval;
  /** The non-playing power whose units stand in unowned land (Mongolia, RULES §3), if any. */
  unownedLandPower: PowerId | null;
  /**
   * The rule that gives this ruleset its own unit list (who may buy what, at what cost, what carries what) where it
   * replaces RULES §2 (pacific-2001: RULES §7 "Units"). Purchase and cargo refusals cite it instead of PUR-2 and
   * UNIT-7. Absent: §2's units (PUR-2, UNIT-7).
   */
  unitList?: { rule: string };
  switches: RulesetSwitches;
  /** What the optional rules of RULES §8 name in this ruleset (rulesets/options.ts lists the rules). */
  optionParams?: OptionParams;
  /**
   * RULES §7, AMBIG-43: the players, each with one seat acting for the powers
   * it runs (pacific-2001: Britain runs India and Australia). Absent: every
   * playable power is its own player.
   */
  players?: readonly PlayerDef[];
}

/** A player and the powers its one seat acts for; `seat` is the power the seat is recorded under. */
export interface PlayerDef {
  name: string;
  seat: PowerId;
  powers: readonly PowerId[];
  /**
   * RULES §7 "Players" (pacific-2001 Britain): the phases its powers play as
   * one step, led by the first power (whose turn it is, the attacker of their
   * battles): the seat moves every one of their units and they attack
   * together. Each other phase is a step of each power in turn, so the
   * player's turn runs phase by phase (India's purchase, Australia's, one
   * combat move, ...). Absent: each power plays its whole turn in turn (the
   * American player: China's turn, then the USA's).
   */
  jointPhases?: readonly Phase[];
}
