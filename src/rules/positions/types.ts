// The position document (docs/positions.md): a whole board as hand-writable
// JSON, and the organizer's edit operations on a running game.
import type { PowerId, RelationKind, TerritoryName, UnitType } from '../ruleset';
import type { Phase, Unit, VictoryPending } from '../engine';

export const POSITION_FORMAT = 'pacific-position/1';

/**
 * Units of one kind in one place. `count` (default 1) identical units; `cargo`
 * and `planes` are what EACH of them carries (a transport's land units, a
 * carrier's planes).
 */
export interface UnitGroup {
  type: UnitType;
  owner: PowerId;
  count?: number;
  /** Factories, airfields, harbours: bombing damage. */
  damage?: number;
  /** Battleships and carriers: hits taken. */
  hits?: number;
  /** Placed in this turn's Mobilize (a factory or base placed now works from the next turn, MOB-5). */
  placedThisTurn?: boolean;
  /** RULES §8.1 hr01-ports-shelter: ships in port in this land territory, on this sea zone next to it. */
  portZone?: TerritoryName;
  cargo?: UnitGroup[];
  planes?: UnitGroup[];
}

export interface PlaceEntry {
  /** Land only: the owner (null: unowned). Absent: the standard owner. */
  owner?: PowerId | null;
  /** Land only: false when the territory changed hands this turn. Absent: true. */
  heldSinceTurnStart?: boolean;
  /** Exactly the units there. Absent on a named place: none. */
  units?: UnitGroup[];
}

export interface PositionDocument {
  format: typeof POSITION_FORMAT;
  ruleset: string;
  options?: string[];
  round?: number;
  currentPower?: PowerId;
  phase?: Phase;
  pus?: Partial<Record<PowerId, number>>;
  /** AMBIG-42 (pacific-2001): victory points scored so far. */
  victoryPoints?: Partial<Record<PowerId, number>>;
  /** AMBIG-42 (pacific-2001): PUs each power has lost to strategic bombing so far (cumulative). */
  bombingDamage?: Partial<Record<PowerId, number>>;
  /** AMBIG-42: how much of `bombingDamage` has already cost victory points. */
  bombingCounted?: Partial<Record<PowerId, number>>;
  territories?: Record<TerritoryName, PlaceEntry>;
  /** `declaredBy`: the power that started the war (RULES §6: a UK/ANZAC war on Japan is "unprovoked"); absent: nobody did. */
  relations?: { a: PowerId; b: PowerId; kind: RelationKind; declaredBy?: PowerId }[];
  kamikaze?: { tokens?: Partial<Record<PowerId, number>>; active?: boolean; armed?: TerritoryName[] };
  victoryPending?: VictoryPending | null;
  objectivesPaid?: string[];
  /** RULES §6: one-time war bonuses already paid (2E: "usa-mobilization"). */
  warBonusesPaid?: string[];
  /** Units the current power bought this turn and has not placed yet. */
  purchased?: Partial<Record<UnitType, number>>;
  /** RULES §7, AMBIG-43 (pacific-2001 Britain): what the player's other powers bought this turn, to place in their own step. */
  heldPurchases?: Partial<Record<PowerId, Partial<Record<UnitType, number>>>>;
  /** Units placed this turn through each factory territory (MOB-2). */
  placedThrough?: Record<TerritoryName, number>;
  /** Territories whose minor factory was upgraded this turn (MOB-6). */
  upgradedThisTurn?: TerritoryName[];
}

/** One problem found in a position or an edit: where (a JSON path), what (a stable code), and why. */
export interface PositionProblem {
  path: string;
  code: PositionProblemCode;
  message: string;
}

/** Every problem code (docs/positions.md explains each). */
export const POSITION_PROBLEM_CODES = [
  'INVALID_SHAPE',
  'UNSUPPORTED_FORMAT',
  'INVALID_COUNT',
  'INVALID_NUMBER',
  'UNKNOWN_PHASE',
  'UNKNOWN_RELATION',
  'UNKNOWN_RULESET',
  'RULESET_NOT_PLAYABLE',
  'UNKNOWN_OPTION',
  'OPTION_NOT_APPLICABLE',
  'OPTION_NOT_IMPLEMENTED',
  'OPTIONS_CONFLICT',
  'OPTION_REQUIRES',
  'UNKNOWN_TERRITORY',
  'UNKNOWN_UNIT_TYPE',
  'UNKNOWN_POWER',
  'UNKNOWN_OBJECTIVE',
  'NOT_A_KAMIKAZE_TRIGGER',
  'UNKNOWN_UNIT',
  'NOT_PLAYABLE',
  'OWNER_OF_SEA_ZONE',
  'IMPASSABLE',
  'NOT_A_BOARD_UNIT',
  'SHIP_ON_LAND',
  /** RULES §8.1 hr01-ports-shelter: `portZone` on what is not a ship in a land territory, or not a sea zone next to it. */
  'NOT_A_PORT',
  'FACILITY_AT_SEA',
  'LAND_UNIT_AT_SEA',
  'AIR_AT_SEA_WITHOUT_CARRIER',
  'NOT_A_TRANSPORT',
  'NOT_TRANSPORTABLE',
  'TRANSPORT_OVERLOADED',
  'NOT_A_CARRIER',
  'NOT_A_CARRIER_PLANE',
  'CARRIER_OVERLOADED',
  'NOT_FRIENDLY',
  'FACTORY_BANNED',
  'NOT_COASTAL',
  'TOO_MANY_FACILITIES',
  'WRONG_DAMAGE_FIELD',
  'TOO_MUCH_DAMAGE',
  'SELF_RELATION',
  'DUPLICATE_RELATION',
  'TOO_MANY_KAMIKAZE_TOKENS',
  'NO_EDITS',
  'REASON_REQUIRED',
  'NOT_ENOUGH_UNITS',
  'EDIT_NEEDS_TARGET',
] as const;
export type PositionProblemCode = (typeof POSITION_PROBLEM_CODES)[number];

// --- organizer edits ---

/** An edit as the organizer writes it. */
export type PositionEdit =
  /** New units at `at` (or aboard the transport or carrier `aboard`, a unit id). */
  | { op: 'addUnits'; at?: TerritoryName; aboard?: string; units: UnitGroup[] }
  /** Units by id, or `count` units of a type and owner at a place (lowest ids first). Cargo and planes aboard go with them. */
  | { op: 'removeUnits'; unitIds?: string[]; at?: TerritoryName; units?: { type: UnitType; owner: PowerId; count?: number }[] }
  | { op: 'setOwner'; territory: TerritoryName; owner: PowerId | null; heldSinceTurnStart?: boolean }
  | { op: 'setPUs'; power: PowerId; pus: number }
  /** Facility damage, or hits on a battleship or carrier. */
  | { op: 'setDamage'; unitId: string; damage: number }
  | { op: 'setRelation'; a: PowerId; b: PowerId; kind: RelationKind }
  | { op: 'setKamikaze'; tokens?: Partial<Record<PowerId, number>>; active?: boolean };

/** An edit as recorded in the PositionEdited event: explicit, so evolve only applies it. */
export type ResolvedEdit =
  | { op: 'addUnits'; units: Unit[] }
  | { op: 'removeUnits'; units: { unitId: string; type: UnitType; owner: PowerId; at: TerritoryName }[] }
  | { op: 'setOwner'; territory: TerritoryName; from: PowerId | null; to: PowerId | null; heldSinceTurnStart: boolean }
  | { op: 'setPUs'; power: PowerId; from: number; to: number }
  | { op: 'setDamage'; unitId: string; type: UnitType; at: TerritoryName; from: number; to: number }
  | { op: 'setRelation'; a: PowerId; b: PowerId; from: RelationKind; to: RelationKind }
  | {
      op: 'setKamikaze';
      from: { tokens: Partial<Record<PowerId, number>>; active: boolean };
      to: { tokens: Partial<Record<PowerId, number>>; active: boolean };
    };
