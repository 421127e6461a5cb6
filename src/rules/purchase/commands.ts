// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).
import type { TerritoryName, UnitType } from '../ruleset';

export type PurchaseCommand =
  | { type: 'PurchaseUnits'; units: { type: UnitType; count: number }[] }
  | { type: 'RepairFacilities'; repairs: { territory: TerritoryName; unitType: UnitType; points: number }[] };

/**
 * The kinds of decision this mechanic waits for (its mechanic.ts says when, and their safe answers), each with what it
 * asks: its RULES ids, the commands that answer it (by their mutation names) and the PendingDecision fields it fills.
 * engine/pending.ts composes every folder's into DECISIONS; the API serves them as the DecisionKind enum.
 */
export const PURCHASE_DECISIONS = {
  purchase: 'PUR-2, PUR-3, POL-8: buy units (purchaseUnits), repair facilities, declare war; then endPhase.',
} as const satisfies Record<string, string>;
