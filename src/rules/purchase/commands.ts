// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).
import type { TerritoryName, UnitType } from '../ruleset';

export type PurchaseCommand =
  | { type: 'PurchaseUnits'; units: { type: UnitType; count: number }[] }
  | { type: 'RepairFacilities'; repairs: { territory: TerritoryName; unitType: UnitType; points: number }[] };
