// The public face of ruleset/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export type { BoardMap } from './board-map';
export {
  type Declaration,
  type GameDefinition,
  PHASE_KINDS,
  type Phase,
  type PhaseHook,
  type PlayerDef,
  type TurnEndHook,
  type UpgradeDef,
  type WarBonus,
} from './definition';
export type { FreeUnits, OptionUnit, SetupStep } from './option-params';
export { paidInUnits } from './paid-in-units';
export type {
  Condition,
  PaidInUnits,
  PowerId,
  RelationKind,
  RulesetData,
  Side,
  TerritoryDef,
  TerritoryName,
  UnitProfile,
  UnitType,
} from './types';
export { type RulesetView, rulesetView } from './view';
export { cargoSpace, deckSpace, priceOf, transportCostOf } from './profile';
export { entry, own, present } from './total';
export { perRuleset } from './per-ruleset';
