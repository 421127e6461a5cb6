// battleOdds' input and answer (docs/battle-odds.md), its refusal and its limits.
export type BattleKindId = 'land' | 'sea';

export interface UnitCount {
  type: string;
  count: number;
}

export interface BattleOddsInput {
  attackers: UnitCount[];
  defenders: UnitCount[];
  kind: BattleKindId;
  /** Unit types, first lost first; unlisted types follow in the default order. */
  attackerOrderOfLoss?: string[] | null;
  defenderOrderOfLoss?: string[] | null;
  /**
   * Any order of loss, one entry per unit, first lost first (a type listed n times: its first n losses there); units
   * not listed follow by the order of loss by type. Damage to two-hit units still comes first. docs/battle-odds.md.
   */
  attackerUnitOrder?: string[] | null;
  defenderUnitOrder?: string[] | null;
  /** Stop after this many rounds (1..100); unlimited when omitted. */
  maxRounds?: number | null;
  /** Optional rules of RULES §8 that change fire (hr01-battleship-two-dice); others are ignored. */
  options?: readonly string[] | null;
  /** AMBIG-39 (pacific-2001): a battle of Japan's first turn; the defenders (not Chinese ones) fight at most at 1, unsupported. */
  surpriseAttack?: boolean | null;
  /**
   * CBT-2 (RULES §8.1 hr01-amphibious-support: its ship list): ships supporting the landing in a land battle, each
   * firing once in round 1; at most one per attacking land unit (all taken as landing from the sea).
   */
  bombarding?: UnitCount[] | null;
  /** CBT-8: when the attacker retreats, at the end of a round, with the units it has left (never, when omitted). */
  retreat?: RetreatPolicy | null;
}

/**
 * CBT-8: the attacker's retreat policy, decided at the end of each round while both sides fight on (either condition
 * suffices): after round `afterRound` (1..100), or when its chance to win from the state reached (fighting on under the
 * same policy) is below `belowWinChance` (0..1). Never before round 1.
 */
export interface RetreatPolicy {
  afterRound?: number | null;
  belowWinChance?: number | null;
}

export interface ExpectedSurvivor {
  type: string;
  /** How many fought. */
  count: number;
  /** Expected number left at the end (damaged two-hit units count as survivors). */
  expected: number;
}

export interface BattleOddsResult {
  /** The attacker has units left and the defender none (CBT-9, UNIT-7). */
  attackerWins: number;
  /** The defender has units left and the attacker none (an AA gun counts: it is never a casualty, UNIT-4). */
  defenderWins: number;
  /** Both sides destroyed, or neither can hurt the other (stalemate, CBT-9). */
  draw: number;
  /** Still undecided after maxRounds rounds (0 without a cap). */
  unfinished: number;
  /** The attacker retreated by its retreat policy (CBT-8), its units left counted as survivors (0 without a policy). */
  attackerRetreats: number;
  /** Land battles: the attacker wins with at least one land unit left (CAP-1). Null for sea battles. */
  attackerCaptures: number | null;
  expectedAttackerSurvivors: ExpectedSurvivor[];
  expectedDefenderSurvivors: ExpectedSurvivor[];
  /** Cost of the units expected to be destroyed (damage to two-hit units costs nothing here). */
  expectedAttackerLossPUs: number;
  expectedDefenderLossPUs: number;
  /** Expected number of rounds fought (AA fire belongs to round 1). */
  rounds: number;
  /** The order of loss used, by unit type, first lost first (two-hit units always absorb a first hit before anything dies). */
  attackerOrderOfLoss: string[];
  defenderOrderOfLoss: string[];
  /** Distinct battle states evaluated. */
  states: number;
}

/** The input cannot be computed (unknown type, unit that cannot be in this battle, too large). */
export class BattleOddsInputError extends Error {
  override name = 'BattleOddsInputError';
}

export const ODDS_LIMITS = {
  /** Largest maxRounds accepted. */
  maxRounds: 100,
  /** Units (counted) per side. */
  unitsPerSide: 200,
  /** Battle states evaluated before giving up (memory). */
  states: 500_000,
  /** Transitions followed before giving up (time: about 2 s at ~10 million a second). */
  work: 25_000_000,
} as const;

/**
 * Work that several odds share (the planner bot's per-command allowance): each
 * computation spends from it what it followed, and one that would exceed what
 * is left stops as too large. Counted in transitions, never in time, so the
 * same calls give the same answers on any machine.
 */
export interface OddsBudget {
  work: number;
}

export const tooLarge = () => new BattleOddsInputError('This battle is too large to compute exactly in reasonable time; try fewer units.');
