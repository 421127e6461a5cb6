// "Who must decide what now": the one answer, composed from every mechanic's
// `pending` (engine/pending-decisions.ts). decide uses it to refuse a decision nobody
// asked for (NO_DECISION_PENDING) or asked of another power
// (NOT_YOUR_DECISION); the board projection, the API (game.pendingDecisions)
// and the soak players read it instead of working it out again.
import type { CasualtyCandidate, HitClasses } from '../combat';
import type { PowerId, TerritoryName, UnitType } from '../ruleset';
import type { CommandType } from './commands';
import { PURCHASE_DECISIONS } from '../purchase';
import { MOVEMENT_DECISIONS } from '../movement';
import { COMBAT_DECISIONS } from '../combat';
import { SCRAMBLE_DECISIONS } from '../scramble';
import { RAID_DECISIONS } from '../raids';
import { KAMIKAZE_DECISIONS } from '../kamikaze';
import { MOBILIZE_DECISIONS } from '../mobilize';
import { INCOME_DECISIONS } from '../income';
import { AIR_PATROL_DECISIONS } from '../air-patrol';
import { SEA_CONTROL_DECISIONS } from '../sea-control';
import { RESURFACE_DECISIONS } from '../resurface';

/**
 * The kinds of decision the game can wait for, each with what it asks: its RULES ids, the commands that answer it (by
 * their mutation names: the command type in lowerCamelCase) and the PendingDecision fields it fills. Each folder
 * declares its own beside the commands that answer them (a new kind joins nothing here); a new folder joins this once,
 * as engine/commands.ts's unions. The API serves the kinds as the DecisionKind enum and these lines as its values'
 * descriptions (src/api/types/decisions.ts).
 */
export const DECISIONS = {
  ...PURCHASE_DECISIONS,
  ...MOVEMENT_DECISIONS,
  ...COMBAT_DECISIONS,
  ...SCRAMBLE_DECISIONS,
  ...RAID_DECISIONS,
  ...KAMIKAZE_DECISIONS,
  ...MOBILIZE_DECISIONS,
  ...INCOME_DECISIONS,
  ...AIR_PATROL_DECISIONS,
  ...SEA_CONTROL_DECISIONS,
  ...RESURFACE_DECISIONS,
} as const;
export type DecisionKind = keyof typeof DECISIONS;
/** The kinds, in the order of DECISIONS (folder by folder). */
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
