// The GraphQL object types that mirror a rules-core or read-model TypeScript
// type, each linked to that type: the TypeScript type is the one declaration,
// and the compiler checks that the class (which type-graphql needs, with its
// descriptions) has exactly its fields (nested objects and lists of objects
// too), with the same optionality and kind of value, differing only where the
// link says how (shape-check.ts). A field added to the rules type and not to
// the class, or the other way round, is a compile error naming it.
import type { BoardView } from '../../../projections/board';
import type { CourseRow } from '../../../projections/course';
import type { GameSummary } from '../../../projections/game-list';
import type {
  BoardMap,
  Destination,
  MoveTargetGroup,
  NationalObjective,
  OptionalRule,
  OptionUnit,
  PlayerGroup,
  RuleViolation,
  TerritoryDef,
  UnitProfile,
} from '../../rules';
import type { PositionProblem } from '../../rules/positions';
import type { Assert, Differences, NoProblems, Problems } from '../shape-check';
import { Board, Game } from './game';
import { BoardMapType } from './board-map';
import { CourseRowType } from './course';
import { DestinationType } from './movement';
import { MoveTargetGroupType } from './move-targets';
import { NationalObjectiveType, OptionalRuleType, OptionUnitType, PlayerDefinition, TerritoryDefinition, UnitProfileType } from './ruleset';
import { PositionProblemType } from './position';
import { RuleViolationType } from './results';

/** A mirror: the rules type R, the API class A, and how they differ. */
type Mirror<R, A, D extends Differences<R, A> = Record<never, never>> = Problems<R, A, D>;

type Mirrors = {
  /** projections/board.ts boardView: the board, with its powers, territories, units, battle and pending decisions. */
  Board: Mirror<BoardView, Board>;
  /** projections/game-list.ts: mappers.ts gameToGql serves its id as `id`, and its seats and players from the ruleset's view. */
  Game: Mirror<GameSummary, Game, { renamed: { gameId: 'id' }; onlyInRules: ['seatsTaken']; onlyInApi: ['seats', 'phaseName', 'players'] }>;
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
