// A refused command: a stable code clients branch on, a message for people,
// and the rule it cites (a RULES.md id such as "MOB-2").
import type { PositionProblem } from '../positions';

export type ViolationCode =
  | 'GAME_ALREADY_EXISTS'
  | 'GAME_NOT_FOUND'
  | 'GAME_ENDED'
  | 'UNKNOWN_RULESET'
  /** The ruleset's data is committed but its rules are not built yet (pacific-2001). */
  | 'RULESET_NOT_PLAYABLE'
  | 'UNKNOWN_OPTION'
  /** RULES §8: the optional rule's "Applies" is N for this ruleset. */
  | 'OPTION_NOT_APPLICABLE'
  /** RULES §8: the optional rule applies but is not built for this ruleset yet. */
  | 'OPTION_NOT_IMPLEMENTED'
  /** RULES §8: two chosen optional rules exclude each other (both are named). */
  | 'OPTIONS_CONFLICT'
  /** RULES §8: an optional rule needs another that was not chosen. */
  | 'OPTION_REQUIRES'
  | 'UNKNOWN_POWER'
  | 'POWER_NOT_PLAYABLE'
  | 'SEAT_TAKEN'
  /** docs/seats.md: the game gives seats by invitation, and none was given. */
  | 'INVITATION_REQUIRED'
  /** docs/seats.md: the invitation is not the organizer's current one for that seat. */
  | 'INVITATION_INVALID'
  /** docs/seats.md: invitations are for games whose seats are given by invitation. */
  | 'SEATS_ARE_OPEN'
  | 'NOT_AUTHORIZED'
  | 'CONCURRENCY_CONFLICT'
  | 'COMMAND_ID_REUSED'
  | 'NOT_YOUR_TURN'
  | 'WRONG_PHASE'
  | 'PHASE_MISMATCH'
  | 'UNKNOWN_UNIT_TYPE'
  | 'UNKNOWN_TERRITORY'
  | 'INVALID_QUANTITY'
  | 'NOT_PURCHASABLE'
  | 'BURMA_ROAD_CLOSED'
  /** RULES §8.2: an optional rule's unit is limited in number (x2-super-battleship: 2 each). */
  | 'UNIT_LIMIT_REACHED'
  | 'INSUFFICIENT_PUS'
  | 'NO_SUCH_FACILITY'
  | 'NOTHING_TO_REPAIR'
  | 'REPAIR_EXCEEDS_DAMAGE'
  | 'NOT_PURCHASED'
  | 'NO_FACTORY'
  | 'NOT_HELD_SINCE_TURN_START'
  | 'FACTORY_CAPACITY_EXCEEDED'
  | 'WRONG_TERRAIN'
  | 'NOT_ADJACENT'
  | 'AMBIGUOUS_FACTORY'
  | 'NO_CARRIER_ROOM'
  | 'CARRIER_DAMAGED'
  | 'FACTORY_BANNED'
  | 'GARRISON_REQUIRED'
  | 'GARRISON_SHORT'
  | 'TERRITORY_VALUE_TOO_LOW'
  | 'NOT_ORIGINAL_TERRITORY'
  | 'FACILITY_EXISTS'
  | 'NOT_COASTAL'
  | 'NOT_OWN_TERRITORY'
  /** RULES §7 [S1 "China"]: units received instead of PUs go to one territory only. */
  | 'WRONG_PLACEMENT_TERRITORY'
  /** RULES §7 [S1 "China"]: units of a power paid in units may not board allied transports. */
  | 'MAY_NOT_BOARD_ALLIED_TRANSPORT'
  | 'NO_MINOR_FACTORY'
  | 'ALREADY_AT_WAR'
  | 'CANNOT_DECLARE_WAR'
  | 'UNKNOWN_DECLARATION'
  | 'TOO_EARLY_TO_DECLARE'
  | 'PEACETIME_LIMIT'
  | 'SUBMARINE_BLOCKS_UNLOADING'
  | 'NOT_A_CONVOY_ZONE'
  | 'NO_CONVOY_TO_DISRUPT'
  | 'NO_WARSHIPS_IN_ZONE'
  | 'CHINA_IS_IMMUNE'
  // positions and organizer edits (docs/positions.md): the problems are listed in `problems`
  | 'INVALID_POSITION'
  | 'INVALID_EDIT'
  // dice (docs/dice.md)
  | 'PRACTICE_DICE_IN_RATED_GAME'
  | 'INVALID_DICE_SEED'
  | 'INVALID_DICE_SCRIPT'
  | 'INVALID_ENTROPY'
  | 'ENTROPY_TOO_LATE'
  | 'DICE_SEED_UNAVAILABLE'
  // the organizer's rulings (docs/rulings.md)
  | 'INVALID_REASON'
  | 'INVALID_RULING'
  | 'SEAT_NOT_TAKEN'
  // clocks (docs/clocks.md)
  | 'INVALID_CLOCKS'
  | 'NO_CLOCKS'
  | 'CLOCK_NOT_RUN_OUT'
  | 'CLOCK_RAN_OUT'
  | 'CLOCKS_PAUSED'
  | 'CLOCKS_NOT_PAUSED'
  | 'INVALID_EXTENSION'
  // bot seats (docs/bots.md)
  | 'UNKNOWN_BOT'
  | 'BOT_ALREADY_SEATED'
  | 'NO_BOT_SEATED'
  // movement (MOV, NCM) and politics of movement (POL)
  | 'UNKNOWN_UNIT'
  | 'NOT_OWN_UNIT'
  | 'NOT_TOGETHER'
  | 'EMPTY_ROUTE'
  | 'CANNOT_MOVE'
  | 'NO_COMBAT_MOVE'
  | 'ALREADY_MOVED'
  | 'UNLOADED_UNITS_STOP'
  | 'CARGO_MOVES_WITH_TRANSPORT'
  | 'ROUTE_GAP'
  | 'IMPASSABLE'
  | 'OUT_OF_MOVEMENT'
  | 'MUST_STOP'
  | 'BLITZ_BLOCKED'
  | 'NO_TRANSPORT'
  | 'TRANSPORT_FULL'
  | 'ENEMY_WARSHIPS_PRESENT'
  | 'TRANSPORT_ALREADY_UNLOADED'
  | 'OUTSIDE_CHINA'
  | 'SOVIET_TERRITORY'
  | 'MONGOLIAN_AIRSPACE'
  | 'POWER_AT_PEACE'
  | 'USA_NOT_AT_WAR'
  | 'HOSTILE_IN_NONCOMBAT'
  | 'NOT_HOSTILE_DESTINATION'
  | 'NO_LANDING_PLACE'
  | 'NOTHING_TO_ATTACK'
  | 'MUST_ATTACK'
  // RULES §8.1 hr01-ports-shelter [S2 "Ports"]
  /** A command of an optional rule the game was not created with. */
  | 'OPTION_NOT_CHOSEN'
  /** Not a territory with the power's own operative harbour, held since the turn began, next to the ships' zone. */
  | 'NOT_A_PORT'
  | 'ALREADY_IN_PORT'
  | 'NOT_A_SHIP'
  /** A ship goes into port empty (default). */
  | 'CARGO_ABOARD'
  /** Only planes attack ships in port. */
  | 'PLANES_ONLY'
  | 'NOTHING_IN_PORT'
  /** The defender has yet to commit its planes to the port or the land (CommitPortDefence). */
  | 'PORT_DEFENCE_PENDING'
  // combat (CBT)
  | 'BATTLE_IN_PROGRESS'
  | 'NO_BATTLE_THERE'
  | 'BATTLE_ORDER'
  | 'BATTLES_PENDING'
  | 'NO_DECISION_PENDING'
  | 'NOT_YOUR_DECISION'
  | 'INVALID_CASUALTIES'
  | 'CARRIERS_FIRST'
  | 'DAMAGED_CANNOT_ATTACK'
  | 'PATROL_ZONE_NO_STOP'
  | 'CANNOT_RETREAT'
  | 'ILLEGAL_RETREAT'
  | 'NOT_A_RAIDER'
  | 'INVALID_SCRAMBLE'
  | 'INVALID_SUBMERGE'
  | 'INVALID_LANDING'
  /** RULES §8.1 hr01-amphibious-support: only own supporting ships in the sea battle stay out, at most 1 per land unit landing. */
  | 'INVALID_SUPPORT'
  | 'TOO_MANY_SUPPORTING_SHIPS'
  | 'NOTHING_TO_RAID'
  | 'INVALID_INTERCEPTORS'
  | 'INVALID_ASSIGNMENT'
  | 'NOTHING_TO_UNDO'
  | 'UNDO_NOT_ALLOWED'
  // kamikaze (KAM-1, KAM-3, KAM-4)
  | 'KAMIKAZE_PENDING'
  | 'INVALID_KAMIKAZE_TARGET'
  | 'INVALID_KAMIKAZE_TOKENS';

export interface RuleViolation {
  code: ViolationCode;
  message: string;
  /** RULES.md id(s) of the rule broken, e.g. "PUR-2". */
  rule: string;
  /** INVALID_POSITION, INVALID_EDIT: every problem found, each with its path. */
  problems?: PositionProblem[];
}

export function violation(code: ViolationCode, rule: string, message: string): RuleViolation {
  return { code, rule, message };
}
