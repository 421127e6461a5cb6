// A refused command: a stable code clients branch on, a message for people,
// and the rule it cites (a RULES.md id such as "MOB-2").

export type ViolationCode =
  | 'GAME_ALREADY_EXISTS'
  | 'GAME_NOT_FOUND'
  | 'GAME_ENDED'
  | 'UNKNOWN_RULESET'
  | 'UNKNOWN_OPTION'
  | 'UNKNOWN_POWER'
  | 'POWER_NOT_PLAYABLE'
  | 'SEAT_TAKEN'
  | 'NOT_AUTHORIZED'
  | 'CONCURRENCY_CONFLICT'
  | 'NOT_YOUR_TURN'
  | 'WRONG_PHASE'
  | 'PHASE_MISMATCH'
  | 'UNKNOWN_UNIT_TYPE'
  | 'UNKNOWN_TERRITORY'
  | 'INVALID_QUANTITY'
  | 'NOT_PURCHASABLE'
  | 'BURMA_ROAD_CLOSED'
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
  | 'FACTORY_BANNED'
  | 'TERRITORY_VALUE_TOO_LOW'
  | 'NOT_ORIGINAL_TERRITORY'
  | 'FACILITY_EXISTS'
  | 'NOT_COASTAL'
  | 'NOT_OWN_TERRITORY'
  | 'NO_MINOR_FACTORY'
  | 'ALREADY_AT_WAR'
  | 'CANNOT_DECLARE_WAR'
  | 'NOT_A_CONVOY_ZONE'
  | 'NO_CONVOY_TO_DISRUPT'
  | 'NO_WARSHIPS_IN_ZONE'
  | 'CHINA_IS_IMMUNE';

export interface RuleViolation {
  code: ViolationCode;
  message: string;
  /** RULES.md id(s) of the rule broken, e.g. "PUR-2". */
  rule: string;
}

export function violation(code: ViolationCode, rule: string, message: string): RuleViolation {
  return { code, rule, message };
}
