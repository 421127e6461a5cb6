// The game state the rules decide on. Built only by folding events (evolve.ts).
import type { PowerId, RelationKind, Side, TerritoryName, UnitType } from '../ruleset/types';
import type { DiceState } from '../dice/log';
import type { HitClasses } from '../combat/hits';
import type { KamikazeWindow } from '../kamikaze/attack';
import type { BattleOutcome } from './events';

import type { Phase } from '../ruleset/definition';
export type { Phase };

export interface Unit {
  id: string;
  type: UnitType;
  owner: PowerId;
  /** Territory or sea zone. */
  at: TerritoryName;
  /** Facilities: bombing damage. Battleships and carriers: hits taken (0 or 1). */
  damage: number;
  /** Id of the transport or carrier this unit is aboard (it moves with it); absent when not aboard. */
  carriedBy?: string;
}

export interface GameState {
  gameId: string;
  rulesetId: string;
  options: string[];
  name: string;
  status: 'active' | 'ended';
  /** The side that won (GameEnded, VIC-1..VIC-3); null while the game goes on. */
  winner: Side | null;
  /** SHA-256 of each taken seat's token; only hashes are ever stored. */
  seats: Record<PowerId, string>;
  organizerTokenHash: string;
  round: number;
  /** The power whose turn it is. */
  current: PowerId;
  phase: Phase;
  pus: Record<PowerId, number>;
  /** Owner of every land territory (null: unowned, e.g. Mongolia). */
  owners: Record<TerritoryName, PowerId | null>;
  /** Land taken this turn: not "held since the start of the turn" (MOB-2, MOB-5). */
  capturedThisTurn: TerritoryName[];
  units: Record<string, Unit>;
  nextUnitNumber: number;
  /** Relationship of each pair of powers, keyed by pairKey(a, b). */
  relations: Record<string, RelationKind>;
  /** Units the current power bought this turn and has not placed yet (MOB-1). */
  purchased: Record<UnitType, number>;
  /** Units placed this turn through each factory territory (MOB-2). */
  placedThrough: Record<TerritoryName, number>;
  /** Units (factories, bases) placed this turn: they work from the next turn (MOB-5). */
  placedThisTurn: string[];
  /** Territories whose minor factory was upgraded this turn: it still places as a minor until next turn (MOB-6). */
  upgradedThisTurn: TerritoryName[];
  /** Units that moved this turn: movement spent counts across both move phases (MOV-4, MOV-5). */
  movement: Record<string, UnitMovement>;
  /** Transports that unloaded this turn, and where: one territory per turn (MOV-6). */
  unloadedInto: Record<string, TerritoryName>;
  /** Moves of the current movement phase, newest last, for undo. */
  moveLog: MoveRecord[];
  /** Places where the current power's battles will be fought this turn (MOV-1). */
  battles: TerritoryName[];
  /** Strategic bombing raids this turn: the raiders of each territory, and whether the raid is over (SBR). */
  raids: Record<TerritoryName, { units: string[]; done: boolean }>;
  /** The battle being fought, step by step (CBT). */
  battle: BattleState | null;
  /** Sea zones where the current power fought a sea battle this turn: no bombardment from there (CBT-2). */
  foughtAtSea: TerritoryName[];
  /** SCR-4: planes that scrambled this turn fight no other battle (reset when a turn starts). */
  scrambledThisTurn: string[];
  /** Powers that let the engine choose their casualties, by this order of loss (unit types, first lost first; [] = cheapest first). */
  casualtyOrders: Record<PowerId, string[]>;
  /** Once-per-game objectives already paid (INC-5). */
  objectivesPaid: string[];
  kamikazeTokens: Record<PowerId, number>;
  /** KAM-2: kamikaze attacks are active (1E: once triggered, permanently; 2E: from the start). */
  kamikazeActive: boolean;
  /** KAM-2: conditional triggers (the Philippines) Japan has held at the end of a Japanese turn (KamikazeTriggerArmed). */
  kamikazeArmed: TerritoryName[];
  /** KAM-3: Japan may now make kamikaze attacks on `against`'s ships; battles and EndPhase wait (combat/kamikaze.ts). */
  kamikazeWindow: KamikazeWindow | null;
  /** Sea zones with a kamikaze attack this turn: no bombardment from there (CBT-2). */
  kamikazeZonesHit: TerritoryName[];
  /** VIC-3: a victory condition that held at a turn end; that side wins if it still holds at the end of `power`'s next turn. */
  victoryPending: VictoryPending | null;
  /** Rated (tournament) game: no practice dice. */
  rated: boolean;
  /** Dice commitment, practice dice, seat entropy and the number of dice rolled so far (dice-log.ts). */
  dice: DiceState;
  /** Number of events folded so far (the stream's next revision). */
  version: number;
}

export interface UnitMovement {
  /** Movement points used this turn. */
  spent: number;
  /** Where the unit began the turn: base bonuses depend on it (MOV-5). */
  startedAt: TerritoryName;
  /** Moved in Combat Move: land and sea units may not move again in Non-combat Move (NCM-1). */
  inCombatMove: boolean;
  /** Unloaded from a transport: it moves no further this turn (MOV-6). */
  unloaded: boolean;
  /** The place it last moved from: where an attack may retreat to (CBT-8). */
  cameFrom?: TerritoryName;
}

/** The steps of a round of a land or sea battle (CBT-1..CBT-9), and `decide` between rounds (CBT-8). */
export type RoundStep = 'aa' | 'bombard' | 'submerge' | 'surprise' | 'general' | 'end' | 'decide';
/** The steps of a strategic bombing raid (SBR-3..SBR-11). */
export type RaidStep = 'intercept' | 'airBattle' | 'assign' | 'facilityAA' | 'damage';
export type BattleStepName = RoundStep | RaidStep | 'scramble' | 'landPlanes';

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
  step: RoundStep;
  bombarders: string[];
  amphibious: string[];
}

/** A sea battle (CBT): defenders may scramble in first (SCR), and planes may need a place to land at the end (CBT-10). */
export interface SeaBattle extends BattleCommon, RoundsOfFire {
  kind: 'sea';
  step: RoundStep | 'scramble' | 'landPlanes';
  /** SCR: planes that may scramble in (defender's choice), and those that did, with the island they came from. */
  scramblers?: string[];
  scrambled?: Record<string, string>;
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

export interface MoveRecord {
  moveNumber: number;
  /** The state before the move, restored by an undo. */
  before: GameState;
  /** State version after the move's last event: an undo needs nothing to have happened since. */
  lastVersion: number;
  /** A move that started a war cannot be undone: war is permanent (POL-1). */
  startedWar: boolean;
  /** A move that rolled dice (MOV-11 sub strike) cannot be undone: dice cannot be taken back. */
  rolledDice: boolean;
}

/** VIC-3: which side's condition first held at the end of `power`'s turn in `round`. */
export interface VictoryPending {
  side: Side;
  power: PowerId;
  round: number;
}

export function pairKey(a: PowerId, b: PowerId): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function relation(state: GameState, a: PowerId, b: PowerId): RelationKind | 'self' {
  if (a === b) return 'self';
  return state.relations[pairKey(a, b)] ?? 'neutral';
}

export const atWar = (state: GameState, a: PowerId, b: PowerId) => relation(state, a, b) === 'war';

/** Own or allied (RULES: "own or allied harbour", "friendly"). */
export const friendly = (state: GameState, a: PowerId, b: PowerId) => {
  const r = relation(state, a, b);
  return r === 'self' || r === 'allied';
};

export function unitsAt(state: GameState, at: TerritoryName): Unit[] {
  return Object.values(state.units).filter((u) => u.at === at);
}

export function heldSinceTurnStart(state: GameState, territory: TerritoryName, power: PowerId): boolean {
  return state.owners[territory] === power && !state.capturedThisTurn.includes(territory);
}

/** MOV-1: a battle needs attackers; drops those of `places` where `attacker` has no unit left (a failed landing's, a sunk mover's). */
export function battlesStillManned(s: GameState, attacker: PowerId, places: readonly TerritoryName[]): TerritoryName[] {
  return s.battles.filter((p) => !places.includes(p) || Object.values(s.units).some((u) => u.at === p && u.owner === attacker));
}
