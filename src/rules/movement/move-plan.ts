// What a checked move does (the MovePlan every check fills in and
// decide-move.ts turns into events), and the refusal helpers the move checks
// share.
import type { PowerId } from '../ruleset';
import { type Unit, violation, type RuleViolation, type ViolationCode } from '../engine';

export type MovePhase = 'combatMove' | 'nonCombatMove';

export interface MovePlan {
  power: PowerId;
  phase: MovePhase;
  units: Unit[];
  from: string;
  route: string[];
  to: string;
  /** Movement each moving unit spends (0 for cargo being unloaded). */
  costs: Record<string, number>;
  /** Land units boarding: unit id -> transport id. */
  boarding: Record<string, string>;
  /** Cargo going ashore from the transport it is on. */
  unloading: boolean;
  /** Powers this move attacks while at peace with them: each is an act of war (POL-7). */
  actsOfWar: { against: PowerId; at: string }[];
  /** Land this move takes, in route order (CAP-1, CAP-9). */
  captures: string[];
  /** The move ends where a battle will be fought (MOV-1). */
  battle: boolean;
  /** Units aboard moving transports or carriers, carried along. */
  cargo: string[];
  /** SBR-2: a strategic bombing raid on the destination. */
  raid: boolean;
  /** RULES §8.1 hr01-ports-shelter: planes attacking the ships in port at the destination. */
  port?: boolean;
  /** RULES §8.1 hr01-rail-movement: land units going beyond their range by rail. */
  rail?: boolean;
}

export type Problem = RuleViolation;
export const no = (code: ViolationCode, rule: string, message: string): Problem => violation(code, rule, message);

export function isProblem(x: unknown): x is Problem {
  return typeof x === 'object' && x !== null && 'code' in x && 'rule' in x;
}

/** POL-7: one act of war per power attacked, at the first place it is attacked. */
export function addActOfWar(plan: MovePlan, against: PowerId, at: string) {
  if (!plan.actsOfWar.some((w) => w.against === against)) plan.actsOfWar.push({ against, at });
}
