// "Who must decide what now": the one answer, composed from every mechanic's
// `pending` (engine/pending-decisions.ts). decide uses it to refuse a decision nobody
// asked for (NO_DECISION_PENDING) or asked of another power
// (NOT_YOUR_DECISION); the board projection, the API (game.pendingDecisions)
// and the soak players read it instead of working it out again.
import type { CasualtyCandidate, HitClasses } from '../combat';
import type { PowerId, TerritoryName, UnitType } from '../ruleset';
import type { CommandType } from './commands';

/**
 * The kinds of decision the game can wait for, each with what it asks: its RULES ids, the commands that answer it (by
 * their mutation names: the command type in lowerCamelCase) and the PendingDecision fields it fills. The API serves
 * the kinds as the DecisionKind enum and these lines as its values' descriptions (src/api/types/decisions.ts).
 */
export const DECISIONS = {
  purchase: 'PUR-2, PUR-3, POL-8: buy units (purchaseUnits), repair facilities, declare war; then endPhase.',
  combatMove: 'MOV-1: move units to attack (moveUnits, undoMove); then endPhase.',
  conductCombat: 'RULES §4.4: fight the battles and raids in `places`, one at a time (fightBattle); then endPhase.',
  nonCombatMove: 'NCM-1: move units that may still move (moveUnits, undoMove); then endPhase.',
  mobilize: 'MOB-1: place the units bought (placeUnits; `placements` lists where each may go); then endPhase.',
  collectIncome: 'INC-1: end the phase to collect the income (endPhase).',
  chooseCasualties: 'CBT-7: choose casualties for `hits` from `units` (chooseCasualties).',
  pressOnOrRetreat: 'CBT-8: press on (pressOn) or retreat to one of `places` (retreat).',
  scramble: 'SCR-2: scramble some of `units` into the sea battle, or none (scramble).',
  commitPortDefence:
    'RULES §8.1 hr01-ports-shelter: the port and the land of `place` are both attacked: commit some of the planes in `units` to the port, the rest defend the land (commitPortDefence).',
  submerge: 'CBT-3: submerge some of `units`, or none (submerge).',
  intercept: 'SBR-3: intercept with some of `units`, or none (intercept).',
  assignBombers: 'SBR-6: give each bomber in `units` one of `targets` (assignBombers).',
  designateSupport:
    'RULES §8.1 hr01-amphibious-support: keep some of `units` out of the sea battle to support the landing in `places`, or none (designateSupport).',
  landPlanes: 'CBT-10: say where each plane in `landing` flies, or let it be lost (landPlanes).',
  kamikaze: 'KAM-3: spend up to `tokens` kamikaze tokens on ships in `units`, or decline with none (kamikazeAttack).',
  disruptConvoy: 'CNV-7: before war, disrupt the convoy in one of `places` (disruptConvoy), an act of war; optional.',
  combatAirPatrol: 'RULES §7 (pacific-2001): the Combat Air Patrol phase; end it (endPhase).',
  nationalControl: 'RULES §7 (pacific-2001): the National Control phase; end it (endPhase).',
  resurface: 'RULES §7 (pacific-2001): the Resurface phase; end it (endPhase).',
} as const satisfies Record<string, string>;
export type DecisionKind = keyof typeof DECISIONS;
/** The kinds, in the order of DECISIONS. */
export const DECISION_KINDS = Object.keys(DECISIONS) as readonly DecisionKind[];

export interface PendingDecision {
  kind: DecisionKind;
  /** The power that decides. */
  power: PowerId;
  /** The place it is about (a battle's, a convoy zone's), if one. */
  place: TerritoryName | null;
  /** The commands that answer it. */
  commands: CommandType[];
  /** The rule that asks for it. */
  rule: string;
  /** The game waits for it (false: an option, such as disrupting a convoy). */
  required: boolean;
  /** chooseCasualties: the hits to take, by what may take them. */
  hits?: HitClasses;
  /** chooseCasualties: each unit in `units`, the classes of `hits` it may take, its hits left, whether it is taken last. */
  casualties?: CasualtyCandidate[];
  /** The units it is about: the pool of casualties, the planes that may scramble or intercept, the subs, the bombers, the ships kamikaze may hit, the units that may move, the ships that may support a landing. */
  units?: string[];
  /** The places it offers: battles to fight, places to retreat to, zones whose convoys may be disrupted, where a supported landing goes. */
  places?: TerritoryName[];
  /** landPlanes: each plane and the places 1 space away where it may land. */
  landing?: { unit: string; options: TerritoryName[] }[];
  /** assignBombers: the facilities the bombers may attack. */
  targets?: string[];
  /** kamikaze: tokens left. */
  tokens?: number;
  /** purchase: what the power may buy now, at what cost, and its PUs. */
  purchasable?: { unitType: UnitType; cost: number }[];
  pus?: number;
  /** mobilize: each unit type bought and not placed, how many, and where it may go. */
  placements?: { unitType: UnitType; count: number; places: TerritoryName[] }[];
}
