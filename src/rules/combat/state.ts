// Conduct Combat (RULES §4.4): the battles due this turn and the one being fought.
import type { PowerId, TerritoryName, UnitType } from '../ruleset';
import type { HitClasses } from './hits';
import type { BattleOutcome } from './events';

export interface CombatState {
  /** Places where the current power's battles will be fought this turn (MOV-1). */
  battles: TerritoryName[];
  /** The battle being fought, step by step (CBT). */
  battle: BattleState | null;
  /** Sea zones where the current power fought a sea battle this turn: no bombardment from there (CBT-2). */
  foughtAtSea: TerritoryName[];
  /**
   * CBT-2: ships that have bombarded this turn; each fires one die, so a ship next to two landings supports one.
   * Unset until a ship bombards.
   */
  bombardedThisTurn?: string[];
  /**
   * RULES §8.1 hr01-sub-evasion [S2 "Submarines May avoid battle"]: subs that evaded a battle this turn. "Submerged subs
   * do not control the sea area" (pacific-2001 phase 5, sea-control/control.ts); unset without the option.
   */
  evadedSubs?: string[];
  /**
   * RULES §8.1 hr01-ports-shelter [S2 "Ports"]: planes attacking the ships in port in a territory this turn (they fight
   * nothing else), whether that battle is over, and the planes that defended the port (lost if the territory falls).
   * Unset without the option.
   */
  portAttacks?: Record<TerritoryName, PortAttack>;
  /**
   * RULES §8.1 hr01-amphibious-support [S2 "Amphibious Operations"]: per sea zone, the ships the attacker kept out of
   * the sea battle there to support the landing (AmphibiousSupportDesignated); unset without the option.
   */
  supportingShips?: Record<TerritoryName, string[]>;
  /** Powers that let the engine choose their casualties, by this order of loss (unit types, first lost first; [] = cheapest first). */
  casualtyOrders: Partial<Record<PowerId, UnitType[]>>;
}

/** RULES §8.1 hr01-ports-shelter: a port attack (combat/port-attack.ts). */
export interface PortAttack {
  units: string[];
  done: boolean;
  /** The defending planes that fought for the port (set when its battle starts). */
  defenders?: string[];
  /** The defender committed its planes there to the port (`defenders`) or the land (CommitPortDefence). */
  committed?: boolean;
}

/** The steps of a round of a land or sea battle (CBT-1..CBT-9), and `decide` between rounds (CBT-8). */
export type RoundStep = 'aa' | 'bombard' | 'submerge' | 'surprise' | 'general' | 'end' | 'decide';
/** The steps of a strategic bombing raid (SBR-3..SBR-11). */
export type RaidStep = 'intercept' | 'airBattle' | 'assign' | 'facilityAA' | 'damage';
export type BattleStepName = RoundStep | RaidStep | 'scramble' | 'support' | 'landPlanes';

/** What every battle holds: who fights whom, and the hits and casualties of the step being fought. */
interface BattleCommon {
  place: TerritoryName;
  attacker: PowerId;
  defender: PowerId;
  round: number;
  attackers: string[];
  defenders: string[];
  /** Hits scored and not yet taken, in order: each side chooses its casualties (CBT-7). */
  owed: { side: 'attacker' | 'defender'; hits: HitClasses }[];
  /** Casualties chosen and still in the fight: removed together at the end of the step (CBT-2, CBT-6). */
  doomed: string[];
  /** The current step has rolled its dice. */
  rolled: boolean;
  /** RULES §8.2 x2-capital-ship-damage: carriers and battleships hit in this battle (for "carriers first"); unset without it. */
  capitalHit?: { primary: string[]; secondary: string[] };
}

/** What land and sea battles share: rounds of fire with submarines' strikes (CBT-3, CBT-4). */
interface RoundsOfFire {
  /** Submarines that struck first this round and do not fire again (CBT-4). */
  struck: string[];
  /** CBT-3: sides that have made their submerge decision this round; subs that left the battle. */
  submergeDecided?: ('attacker' | 'defender')[];
  submerged?: string[];
}

/** A land battle (CBT): with bombardment (CBT-2) and units landed from the sea (CBT-8). */
export interface LandBattle extends BattleCommon, RoundsOfFire {
  kind: 'land';
  /** RULES §8.1 hr01-ports-shelter: the battle for the ships in port, fought by planes alone; it takes no land. */
  port?: true;
  step: RoundStep;
  bombarders: string[];
  amphibious: string[];
}

/** A sea battle (CBT): defenders may scramble in first (SCR), and planes may need a place to land at the end (CBT-10). */
export interface SeaBattle extends BattleCommon, RoundsOfFire {
  kind: 'sea';
  step: RoundStep | 'scramble' | 'support' | 'landPlanes';
  /** SCR: planes that may scramble in (defender's choice), and those that did, with the island they came from. */
  scramblers?: string[];
  scrambled?: Record<string, string>;
  /** RULES §8.1 hr01-amphibious-support: the attacker has said which ships fight the blockers and which support the landing. */
  supportDesignated?: boolean;
  /** CBT-10: the battle is decided; these planes wait to be flown 1 space (`ending`: what BattleEnded will say). */
  stranded?: string[];
  ending?: { outcome: BattleOutcome; attackers: string[] };
}

/** A strategic bombing raid (SBR): interceptors, one air round, bombers assigned to facilities, facility AA, damage. */
export interface RaidBattle extends BattleCommon {
  kind: 'raid';
  step: RaidStep;
  /** SBR-6: the facility each bomber attacks. */
  targets?: Record<string, string>;
}

export type BattleState = LandBattle | SeaBattle | RaidBattle;

/** Units landed from the sea in this battle (only a land battle has any): they may not retreat (CBT-8). */
export const landedUnits = (b: BattleState): string[] => (b.kind === 'land' ? b.amphibious : []);

export const combatTurnStart = (): Pick<
  CombatState,
  'battles' | 'battle' | 'foughtAtSea' | 'bombardedThisTurn' | 'evadedSubs' | 'portAttacks' | 'supportingShips'
> => ({
  battles: [],
  battle: null,
  foughtAtSea: [],
  bombardedThisTurn: undefined,
  evadedSubs: undefined,
  portAttacks: undefined,
  supportingShips: undefined,
});

/**
 * The battle being fought; throws when there is none. The engine runs a battle's steps and decisions only while one is
 * being fought (its pending decisions), so none here is the engine's bug.
 */
export function battleOf(s: { battle: BattleState | null }): BattleState {
  if (!s.battle) throw new Error('no battle is being fought');
  return s.battle;
}
