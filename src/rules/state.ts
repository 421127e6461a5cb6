// The game state the rules decide on. Built only by folding events (evolve.ts).
import type { PowerId, RelationKind, TerritoryName, UnitType } from './ruleset/types';

/** The phases of a turn, in order (RULES §1.3). */
export const PHASES = [
  'purchase',
  'combatMove',
  'conductCombat',
  'nonCombatMove',
  'mobilize',
  'collectIncome',
] as const;
export type Phase = (typeof PHASES)[number];

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
  /** Once-per-game objectives already paid (INC-5). */
  objectivesPaid: string[];
  kamikazeTokens: Record<PowerId, number>;
  /** Number of events folded so far (the stream's next revision). */
  version: number;
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
