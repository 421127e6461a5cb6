// "Who must decide what now": the one answer, composed from every mechanic's
// `pending` (engine/pending-decisions.ts). decide uses it to refuse a decision nobody
// asked for (NO_DECISION_PENDING) or asked of another power
// (NOT_YOUR_DECISION); the board projection, the API (game.pendingDecisions)
// and the soak players read it instead of working it out again.
import type { CasualtyCandidate, HitClasses } from '../combat/hits';
import type { PowerId, TerritoryName, UnitType } from '../ruleset';
import type { CommandType } from './commands';

/** The kinds of decision the game can wait for. */
export const DECISION_KINDS = [
  /** PUR, POL-8: buy units, repair facilities, declare war; then end the phase. */
  'purchase',
  /** MOV: move units into battles (or decline); then end the phase. */
  'combatMove',
  /** CBT: fight the battles and raids, one at a time; then end the phase. */
  'conductCombat',
  /** NCM: move units that may still move; then end the phase. */
  'nonCombatMove',
  /** MOB: place the units bought; then end the phase. */
  'mobilize',
  /** INC: end the phase to collect the income shown. */
  'collectIncome',
  /** CBT-7: choose the casualties of hits just scored. */
  'chooseCasualties',
  /** CBT-8: press on with the battle, or retreat. */
  'pressOnOrRetreat',
  /** SCR: scramble planes into the sea battle, or not. */
  'scramble',
  /** RULES §8.1 hr01-ports-shelter: commit the planes of a place whose port and land are both attacked to one of them. */
  'commitPortDefence',
  /** CBT-3: submerge submarines, or not. */
  'submerge',
  /** SBR-3: commit interceptors, or not. */
  'intercept',
  /** SBR-6: assign each bomber a target. */
  'assignBombers',
  /** RULES §8.1 hr01-amphibious-support: keep ships out of the sea battle before a landing, to support it. */
  'designateSupport',
  /** CBT-10: say where planes without a carrier land. */
  'landPlanes',
  /** KAM-3: spend kamikaze tokens on ships, or decline. */
  'kamikaze',
  /** CNV-7: before war, choose to disrupt a convoy (an act of war); nobody waits for it. */
  'disruptConvoy',
  /** RULES §7 phase 2 (pacific-2001, AMBIG-30): end the Combat Air Patrol step. */
  'combatAirPatrol',
  /** RULES §7 phase 5 (pacific-2001): end the control-marker step. */
  'nationalControl',
  /** RULES §7 phase 8 (pacific-2001): end the resurface step. */
  'resurface',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

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
