// The rules core's public face: decide and evolve, plus the types around them.
export { decide, type DecideInput } from './engine/decide';
export { pendingDecisions, safeAnswers } from './engine/pending-decisions';
export { DECISIONS, DECISION_KINDS, type DecisionKind, type PendingDecision } from './engine/pending';
export { evolve, fold, initialState } from './engine/evolve';
export { createdHeadline, headlineAfter, headlineOf, type GameHeadline } from './engine/headline';
export type { Actor, Command, CommandType } from './engine/commands';
export type { GameEvent, GameEventType, IncomeLine } from './engine/events';
export { EVENT_SCHEMA_VERSION } from './engine/events';
export type { Decision } from './engine/decision';
export type { Dice } from './dice/dice';
export { fixedDice, noDice } from './dice/dice';
export { BATTLE_DICE_ORDER, diceRoller, rollDice, type DiceSetup, type DiceState } from './dice/log';
export type { RuleViolation, ViolationCode } from './engine/violations';
export type { BattleStepName, GameState, Phase, Unit } from './engine/state';
export { UnitTable, type UnitWriter } from './units/table';
export { PHASE_KINDS } from './ruleset/definition';
export { seatName } from './game/create';
export type { AdjudicatedOutcome } from './rulings/commands';
export { BOT_NAMES, botFor, isBotName, type BotName } from './bot-seats';

// Rulesets: their data, what each declares, the optional rules and the maps to draw them.
export type * from './ruleset/types';
export type { BoardMap, MapPoint, TerritoryShape } from './ruleset/board-map';
export type { GameDefinition } from './ruleset/definition';
export type { OptionUnit, OptionUnitPlacement } from './ruleset/option-params';
export { rulesetView, type RulesetView } from './ruleset/view';
export { getRuleset, rulesetIds, creatableRulesetIds, isCreatable, rulesetCreationProblem } from './rulesets';
export { getBoardMap } from './rulesets/maps';
export { OPTIONAL_RULES, optionalRule, type Applicability, type OptionalRule } from './rulesets/options';

// Questions a frontend asks (checked by the same rules as the commands).
export { checkMove, type MovePlan } from './movement';
export { checkMoveOf, legalDestinations, movableUnits, type Destination } from './movement';
export { moveTargets, type MoveTarget, type MoveTargetGroup } from './movement';
export { movementLeft } from './movement';
export { moverOf } from './movement';
export { actingPowers } from './turn/steps';
export { territoryValue } from './income/territory-value';
export { battleOdds, BattleOddsInputError, ODDS_LIMITS, type BattleOddsInput, type BattleOddsResult, type OddsBudget } from './combat';

// Positions (docs/positions.md).
export { positionOf, positionSchema, editsSchema, validatePosition, type PositionProblem, type PositionProblemCode } from './positions';
export { POWER_IDS, UNIT_TYPES, OPTION_UNIT_TYPES, asPowerId, asUnitType, isPowerId, isUnitType } from './rulesets/ids';
export type { PowerId, UnitType } from './ruleset/types';

// Clocks (docs/clocks.md): what the app and the API read of them, always for a moment they give.
export { clockView, runsOutAt, timedOutSeat, timeLeftMs, MAX_CLOCK_MS, MIN_CLOCK_MS } from './clocks';
export type { ClockSettings, ClockView, TimeOutPolicy } from './clocks';
// What a player sees and weighs (the bots, src/bots: they choose commands the way a frontend would, and the rules then
// decide them like anyone's): who acts, what may be bought, placed, scrambled, landed, and the order of loss.
export { atWar, relation } from './engine/state';
export { landedUnits } from './combat';
export { actingWith } from './turn/steps';
// Lookups that cannot miss where the rules say a value is there: they throw, naming it, instead of asserting with `!`.
export { entry, present } from './ruleset';
export { optionOn } from './rulesets/options';
export { forbiddenByOption, optionUnitRoom, purchasableNow } from './purchase/purchase';
export { factoryIn } from './units';
export { garrisonReinforcement } from './movement';
export { landingTerritory } from './capture';
export { isPortOf } from './movement';
export { inPort } from './units/port';
export { scrambleCandidates } from './scramble/candidates';
export { autoCasualties } from './combat';
export { landingEvents as battleLandings } from './combat';
export { landedFromZone } from './combat';
export { portAttacksDue } from './combat';
export { mayBomb } from './raids';
