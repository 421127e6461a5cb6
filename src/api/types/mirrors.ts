// The GraphQL object types that mirror a rules-core or read-model TypeScript
// type, each linked to that type: the TypeScript type is the one declaration,
// and the compiler checks that the class (which type-graphql needs, with its
// descriptions) has exactly its fields (nested objects and lists of objects
// too), with the same optionality and kind of value, differing only where the
// link says how (shape-check.ts). A field added to the rules type and not to
// the class, or the other way round, is a compile error naming it.
// test/api/nullable-declarations.test.ts holds each class's TypeScript
// optionality to its @Field's nullable, so the schema's nullability follows.
//
// A link names the root type; the object types inside it are checked with it
// (Board checks the 18 types of powers, territories, units, battle, pending
// decisions…): 54 object types, 2 inputs and battleOdds' arguments. A Record or
// tuple of the rules served as a list of objects (Connection, Ambiguity,
// OptionUnitLimit, OptionUnitCarrierBase, OptionApplicability) is linked
// through the object type entries.ts derives from it, which the resolver builds
// with the same file's functions; the field holding the list is `converted` in
// its parent's link. Not linked: what the API composes itself and mirrors no
// TypeScript type (mutation results, pages and their edges, query arguments,
// the inputs' envelopes, RulesetSummary, MoveCheck, MovableUnit, Seat, Player).
import type { BoardView } from '../../../projections/board';
import type { CourseRow } from '../../../projections/course';
import type { GameSummary } from '../../../projections/game-list';
import type { PhaseMark } from '../../../projections/timeline';
import type { ChainCheck } from '../../app/event-chain';
import type { RecordedEvent } from '../../store/port';
import type {
  BattleOddsInput,
  BattleOddsResult,
  BoardMap,
  ClockView,
  DiceState,
  GameDefinition,
  Destination,
  MoveTargetGroup,
  NationalObjective,
  OptionalRule,
  OptionUnit,
  OptionUnitPlacement,
  PlayerGroup,
  PositionProblem,
  RulesetData,
  RuleViolation,
  TerritoryDef,
  UnitProfile,
} from '../../rules';
import type { EntryOf, Named } from '../entries';
import type { Assert, Differences, NoProblems, Problems } from '../shape-check';
import { Board, ChainCheckType, Game, GameEventType, PhaseMarkType } from './game';
import { GameClocks } from './clocks';
import { BattleOdds, BattleOddsArgs } from './odds';
import { GameDiceType } from './dice';
import { PhaseMarkInput } from '../inputs';
import { BoardMapType } from './board-map';
import { CourseRowType } from './course';
import { DestinationType } from './movement';
import { MoveTargetGroupType } from './move-targets';
import {
  Ambiguity,
  Connection,
  NationalObjectiveType,
  OptionalRuleType,
  OptionApplicability,
  OptionUnitCarrierBaseType,
  OptionUnitLimitType,
  PhaseDefinition,
  Ruleset,
  OptionUnitType,
  PlayerDefinition,
  TerritoryDefinition,
  UnitProfileType,
} from './ruleset';
import { PositionProblemType } from './position';
import { RuleViolationType } from './results';

/** A mirror: the rules type R, the API class A, and how they differ. */
type Mirror<R, A, D extends Differences<R, A> = Record<never, never>> = Problems<R, A, D>;

type Mirrors = {
  /** projections/board.ts boardView: the board, with its powers, territories, units, battle and pending decisions. */
  Board: Mirror<BoardView, Board>;
  /** projections/game-list.ts: mappers.ts gameToGql serves its id as `id`, and its seats and players from the ruleset's view. */
  Game: Mirror<
    GameSummary,
    Game,
    { renamed: { gameId: 'id' }; onlyInRules: ['seatsTaken', 'botSeats']; onlyInApi: ['seats', 'phaseName', 'players'] }
  >;
  /** A stored event (src/store/port.ts) as mappers.ts eventToGql serves it. */
  GameEvent: Mirror<
    RecordedEvent,
    GameEventType,
    {
      // Served as the game's id and the event's number from 1; eventType is `type` again; the actor also split by kind.
      // `cursor` is where the store resumes a read of all streams (KurrentDB), not a client's concern.
      onlyInRules: ['streamId', 'revision', 'cursor'];
      onlyInApi: ['gameId', 'number', 'eventType'];
      nested: { metadata: { onlyInApi: ['actorKind', 'actorPower'] } };
    }
  >;
  /**
   * The ruleset's data as resolvers/ruleset.ts serves it: what a client needs to play (map, phases, options) added,
   * the setup and the data only the rules read left out, connections and ambiguities as lists of objects.
   */
  Ruleset: Mirror<
    RulesetData,
    Ruleset,
    {
      onlyInRules: ['setup', 'relationships', 'purchasable', 'burmaRoad', 'kamikazeTokens', 'paidInUnits', 'surpriseAttack', 'victory'];
      onlyInApi: ['version', 'playable', 'phases', 'optionUnits', 'optionalRules', 'map'];
      converted: ['connections', 'ambiguities'];
      defaulted: ['players'];
      nested: {
        powers: { onlyInApi: ['power', 'seat', 'player'] };
        players: { onlyInApi: ['seat'] };
        territories: { defaulted: ['convoyCentre']; renamed: { convoyRoute: 'convoyRouteSeaZone' } };
        units: { onlyInRules: ['isAirTransportable'] };
        nationalObjectives: { converted: ['condition'] };
      };
    }
  >;
  /** game { chain }: the store's check of the hash chain; the first bad event numbered from 1 (its revision + 1), the last hash added. */
  ChainCheck: Mirror<ChainCheck, ChainCheckType, { renamed: { firstInvalidRevision: 'firstInvalidEvent' }; onlyInApi: ['head'] }>;
  /** game { clocks }: the rules' view of the clocks at a moment (src/rules/clocks), its players and time-out; the moment added, runsOutAt as ISO 8601. */
  GameClocks: Mirror<ClockView, GameClocks, { onlyInApi: ['now']; converted: ['runsOutAt'] }>;
  /** battleOdds: the rules' result with the ruleset and kind asked for; a survivor's type named unitType, as the args name it. */
  BattleOdds: Mirror<
    BattleOddsResult,
    BattleOdds,
    {
      onlyInApi: ['rulesetId', 'kind'];
      nested: {
        expectedAttackerSurvivors: { renamed: { type: 'unitType' } };
        expectedDefenderSurvivors: { renamed: { type: 'unitType' } };
      };
    }
  >;
  /** battleOdds' arguments: the rules' input with the ruleset (pacific-1940 when absent) and the retreat policy's two fields flat. */
  BattleOddsArgs: Mirror<
    BattleOddsInput,
    BattleOddsArgs,
    {
      onlyInRules: ['retreat'];
      onlyInApi: ['rulesetId', 'retreatAfterRound', 'retreatBelowWinChance'];
      nested: {
        attackers: { renamed: { type: 'unitType' } };
        defenders: { renamed: { type: 'unitType' } };
        bombarding: { renamed: { type: 'unitType' } };
      };
    }
  >;
  /** projections/timeline.ts: where a phase began, with the ruleset's name for it. */
  PhaseMark: Mirror<PhaseMark, PhaseMarkType, { onlyInApi: ['phaseName'] }>;
  /** The input naming a phase for replays (board(atPhase)): a mark without its event number. */
  PhaseMarkInput: Mirror<Omit<PhaseMark, 'eventNumber'>, PhaseMarkInput>;
  /** A phase of the ruleset's definition, numbered in the turn. */
  Phase: Mirror<GameDefinition['phases'][number], PhaseDefinition, { onlyInApi: ['number']; onlyInRules: ['onStart', 'onEnd'] }>;
  /** The dice part of the game state (docs/dice.md); seedOrigin is seedSource as an enum. */
  GameDice: Mirror<DiceState, GameDiceType, { renamed: { script: 'scriptedDice' }; onlyInApi: ['seedOrigin'] }>;
  /** The board's geometry; where it was imported from is not served. */
  BoardMap: Mirror<BoardMap, BoardMapType, { onlyInRules: ['source', 'sourceHashes'] }>;
  /** projections/course.ts: a game's course, turn by turn. */
  CourseRow: Mirror<CourseRow, CourseRowType>;
  /** legalDestinations. */
  Destination: Mirror<Destination, DestinationType>;
  /** moveTargets: the API names the owner `power`, as elsewhere. */
  MoveTargetGroup: Mirror<MoveTargetGroup, MoveTargetGroupType, { renamed: { owner: 'power' } }>;
  /** The condition is served as JSON. */
  NationalObjective: Mirror<NationalObjective, NationalObjectiveType, { converted: ['condition'] }>;
  /** Which powers an option names is not served; `applies` is served as a list of (rulesetId, applies). */
  OptionalRule: Mirror<OptionalRule, OptionalRuleType, { onlyInRules: ['powers']; converted: ['applies'] }>;
  /** The resolver reshapes it: the profile as `unit`, maxPerPower as `limits`, defaults filled in (1 die, placed through a factory). */
  OptionUnit: Mirror<
    OptionUnit,
    OptionUnitType,
    {
      renamed: { profile: 'unit'; maxPerPower: 'limits' };
      converted: ['maxPerPower', 'placement'];
      defaulted: ['dice', 'carrierOnly'];
      onlyInApi: ['carrierBases'];
      nested: { profile: { onlyInRules: ['isAirTransportable'] } };
    }
  >;
  /** Ruleset.connections: each pair of places next to each other, [a, b] in the rules. */
  Connection: Mirror<Named<RulesetData['connections'][number], ['a', 'b']>, Connection>;
  /** Ruleset.ambiguities: the rules' record from AMBIG id to the choice made, one entry each. */
  Ambiguity: Mirror<EntryOf<RulesetData['ambiguities'], 'id', 'choice'>, Ambiguity>;
  /** OptionalRule.applies: the record from ruleset to how the rule applies; `ruleset` is the deprecated name of rulesetId. */
  OptionApplicability: Mirror<EntryOf<OptionalRule['applies'], 'rulesetId', 'applies'>, OptionApplicability, { onlyInApi: ['ruleset'] }>;
  /** OptionUnit.limits: maxPerPower, one entry a power; Infinity (no limit) is served as null. */
  OptionUnitLimit: Mirror<EntryOf<OptionUnit['maxPerPower'], 'power', 'max'>, OptionUnitLimitType, { noneAsNull: ['max'] }>;
  /** OptionUnit.carrierBases: an ON_CARRIER placement's record from power to the territory whose factory builds them. */
  OptionUnitCarrierBase: Mirror<
    EntryOf<Extract<OptionUnitPlacement, { kind: 'onCarrier' }>['at'], 'power', 'territory'>,
    OptionUnitCarrierBaseType
  >;
  PositionProblem: Mirror<PositionProblem, PositionProblemType>;
  /** A player of the printed game; its seat power is computed by the ruleset's view. */
  Player: Mirror<PlayerGroup, PlayerDefinition, { onlyInApi: ['seat'] }>;
  RuleViolation: Mirror<RuleViolation, RuleViolationType>;
  /** pacific-2001's convoy fields: convoyCentre false elsewhere; the route named by its sea zone. */
  Territory: Mirror<TerritoryDef, TerritoryDefinition, { defaulted: ['convoyCentre']; renamed: { convoyRoute: 'convoyRouteSeaZone' } }>;
  UnitProfile: Mirror<UnitProfile, UnitProfileType, { onlyInRules: ['isAirTransportable'] }>;
};

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check
type ObjectTypesMatchRules = Assert<NoProblems<Mirrors, 'object types that differ from the rules types they mirror'>>;
