// GraphQL types of a game: its summary, its board at any point, its events.
import { GraphQLJSONObject } from 'graphql-scalars';
import type { BotName } from '../../rules';
import { BotNameEnum } from './enums';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { COST } from '../cost';
import {
  BattleAwaitingEnum,
  BattleKindEnum,
  BattleStepEnum,
  GameResultName,
  GameStatusName,
  PhaseName,
  RelationKindName,
  EventActorEnum,
  SideEnum,
  TerritoryKindName,
} from './enums';
import { EventTypeEnum } from '../events/enums';
import { PowerEnum, UnitTypeEnum } from './id-enums';
import { VictoryPendingType } from './victory';
import { KamikazeWindowType } from './kamikaze';
import { PendingDecisionType } from './decisions';

/**
 * The board's types (a board is about 700 of their objects): their plain fields read the property with no resolver of
 * type-graphql's own (it wraps every field in one unless told the field is simple), which graphql-jit then inlines.
 * Nothing is lost: the schema has no middleware and no auth checker, and these fields are plain data or getters
 * (projections/board.ts). Field resolvers still run as before. test/api/board-fields.test.ts checks it.
 */
const BOARD_PART = { simpleResolvers: true } as const;

@ObjectType({ ...BOARD_PART, description: 'A number of units of one type.' })
export class UnitCount {
  @Field(() => UnitTypeEnum, { description: 'The unit type.' }) type: string;
  @Field(() => Int, { description: 'How many.' }) count: number;
}

@ObjectType('UnitStack', { ...BOARD_PART, description: 'Units of one type and owner in one place.' })
export class UnitStackType {
  @Field(() => UnitTypeEnum, { description: 'The unit type.' }) type: string;
  @Field(() => PowerEnum, { description: 'The power that owns them.' }) owner: string;
  @Field(() => Int, { description: 'How many.' }) count: number;
  @Field(() => Int, { description: 'Sum of the damage of these units (facility damage, hits on battleships and carriers).' })
  damage: number;
}

@ObjectType('Unit', { ...BOARD_PART, description: 'One unit on the board.' })
export class UnitType {
  @Field({ description: "The unit's id (u1, u2, ...): stable for the whole game; commands name units by it." }) id: string;
  @Field(() => UnitTypeEnum, { description: 'Its unit type.' }) type: string;
  @Field(() => PowerEnum, { description: 'The power that owns it.' }) owner: string;
  @Field({ description: 'Territory or sea zone.' }) at: string;
  @Field(() => Int, { description: 'Damage: hits on a battleship or carrier (UNIT-3), damage points on a facility (SBR-9).' })
  damage: number;
  @Field(() => String, { nullable: true, description: 'The transport or carrier it is aboard.' }) carriedBy?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'RULES §8.1 hr01-ports-shelter: a ship in port. `at` is then the land territory of its harbour and this the sea zone next to it that it is in port on (and leaves into when it moves); null when not in port.',
  })
  portZone?: string | null;
}

@ObjectType({ ...BOARD_PART, description: 'A territory or sea zone on the board now: owner, value and units.' })
export class TerritoryState {
  @Field({ description: 'The territory or sea zone.' }) name: string;
  @Field(() => TerritoryKindName, { description: 'Land or sea.' }) kind: string;
  @Field(() => PowerEnum, { nullable: true, description: 'Who controls it now; null for sea zones and neutral land.' }) owner:
    string | null;
  @Field(() => Int, { description: 'Its income value in PUs (INC-1).' }) production: number;
  @Field({ description: 'Taken this turn: no units are placed there and planes may not land there (MOB-2, NCM-3).' })
  capturedThisTurn: boolean;
  @Field(() => [UnitStackType], { description: 'The units there, by type and owner.' }) units: UnitStackType[];
}

@ObjectType({ ...BOARD_PART, description: 'A playing power on the board now: money, side, capital and seat.' })
export class PowerState {
  @Field(() => PowerEnum, { description: 'The power.' }) power: string;
  @Field(() => SideEnum, { nullable: true, description: 'Its side; null for a power on neither.' }) side: string | null;
  @Field(() => Int, { description: 'PUs on hand.' }) pus: number;
  @Field(() => String, { nullable: true, description: 'Its capital territory, if it has one.' }) capital: string | null;
  @Field({ description: "Its player's seat is taken (in pacific-2001 the seat of the player who runs it, RULES §7, AMBIG-43)." })
  seatTaken: boolean;
  @Field({ description: 'The player who plays it (e.g. "Great Britain" for INDIA in pacific-2001; in 1940, the power itself).' })
  player: string;
  @Field(() => PowerEnum, { description: "The power its player's seat is recorded under (`Player.seat`): whose seat token acts for it." })
  seat: string;
}

@ObjectType({ ...BOARD_PART, description: 'How two powers stand (RULES §4.1).' })
export class Relation {
  @Field(() => PowerEnum, { description: 'One power (the pair is sorted by id).' }) a: string;
  @Field(() => PowerEnum, { description: 'The other power.' }) b: string;
  @Field(() => RelationKindName, { description: 'How they stand.' }) kind: string;
}

@ObjectType({ ...BOARD_PART, description: 'A number per power.' })
export class PowerCount {
  @Field(() => PowerEnum, { description: 'The power.' }) power: string;
  @Field(() => Int, { description: 'How many.' }) count: number;
}

@ObjectType('HitsOwed', { ...BOARD_PART, description: 'Hits to take, by what may take them (CBT-7, UNIT-4..UNIT-6).' })
export class HitsOwedType {
  @Field(() => Int, { description: 'From submarines: anything but planes.' }) notAir: number;
  @Field(() => Int, { description: 'From planes without a destroyer on their side: anything but submarines.' }) notSub: number;
  @Field(() => Int, { description: 'From anti-aircraft fire: planes only.' }) airOnly: number;
  @Field(() => Int, { description: 'Hits anything may take.' }) any: number;
}

@ObjectType('PlaneLanding', { ...BOARD_PART, description: 'CBT-10: a plane whose carrier is gone, and where it may fly.' })
export class PlaneLandingType {
  @Field({ description: 'The plane whose carrier is gone.' }) unit: string;
  @Field(() => [String], { description: 'Friendly land held since the turn began, or a zone with carrier room, 1 space away.' })
  options: string[];
}

@ObjectType('Battle', { ...BOARD_PART, description: 'The battle being fought (RULES §4.4, §4.5), and the decision it waits for.' })
export class BattleViewType {
  @Field({ description: 'Where the battle is fought.' }) place: string;
  @Field(() => BattleKindEnum, { description: 'Land battle, sea battle or strategic bombing raid.' }) kind: string;
  @Field(() => PowerEnum, { description: 'The attacking power.' }) attacker: string;
  @Field(() => PowerEnum, { description: "The defending power that chooses the defenders' casualties." }) defender: string;
  @Field(() => Int, { description: 'The combat round, from 1.' }) round: number;
  @Field(() => BattleStepEnum, { description: 'The step being fought.' }) step: string;
  @Field(() => [String], { description: 'Unit ids of the attackers still in the battle.' }) attackers: string[];
  @Field(() => [String], { description: 'Unit ids of the defenders still in the battle.' }) defenders: string[];
  @Field(() => BattleAwaitingEnum, {
    description: "The decision waited for, by whom: `waitingFor` (the battle's part of pendingDecisions).",
  })
  awaiting: string;
  @Field(() => PowerEnum, {
    description:
      "The power that decides now; the seat whose token answers is its player's (pendingDecisions' `seat`; pacific-2001: INDIA's for Australia, RULES §7, AMBIG-43).",
  })
  waitingFor: string;
  @Field(() => [PlaneLandingType], {
    description: 'CBT-10 (awaiting landPlanes): planes whose carrier is gone, and where each may fly (1 space).',
  })
  landing: PlaneLandingType[];
  @Field(() => HitsOwedType, {
    nullable: true,
    description: 'CBT-7 (awaiting CASUALTIES): the hits to take, by what may take them; null otherwise.',
  })
  hits: HitsOwedType | null;
}

@ObjectType('PhaseMark', { description: 'Where a phase of a turn began: board(atEvent: eventNumber) shows it.' })
export class PhaseMarkType {
  @Field(() => Int, { description: 'The board after this many events is the phase just begun (with what its starting command did).' })
  eventNumber: number;
  @Field(() => Int, { description: 'The round.' }) round: number;
  @Field(() => PowerEnum, { description: 'The power whose turn it is.' }) power: string;
  @Field(() => PhaseName, { description: 'The phase that began.' }) phase: string;
  @Field({ description: 'Its name in the game\'s ruleset (e.g. "Land Fighters on Combat Air Patrol"), as `board.phaseName` gives it.' })
  phaseName: string;
}

@ObjectType({ ...BOARD_PART, description: 'The board after a command: now, or after any earlier command (replay).' })
export class Board {
  @Field({ description: 'The game.' }) gameId: string;
  @Field({ description: 'The ruleset the game is played with.' }) rulesetId: string;
  @Field(() => Int, {
    description:
      "The number of the event this board is after (1 = right after GameCreated): always the last event of a command, so board(atEvent) inside a command answers with that command's last event.",
  })
  eventNumber: number;
  @Field(() => GameStatusName, { description: 'Whether the game goes on.' }) status: string;
  @Field(() => SideEnum, {
    nullable: true,
    description:
      "The winning side (AXIS or ALLIES) once the game ended by a victory condition (VIC-1..VIC-3) or by the organizer's adjudication " +
      '(docs/rulings.md); null while it goes on, and for a draw or a voided game.',
  })
  winner: string | null;
  @Field(() => GameResultName, {
    nullable: true,
    description:
      "How the game ended: VICTORY, or by the organizer's ruling ADJUDICATED (a winner named), DRAW or VOIDED; null while it goes on.",
  })
  result: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The organizer's reason for an adjudication or a voiding (docs/rulings.md); null otherwise.",
  })
  rulingReason: string | null;
  @Field(() => VictoryPendingType, { nullable: true, description: 'VIC-3: a victory condition waiting for a complete round.' })
  victoryPending: VictoryPendingType | null;
  @Field(() => Int, { description: 'The round, from 1.' }) round: number;
  @Field(() => PowerEnum, { description: 'The power whose turn it is.' }) currentPower: string;
  @Field(() => PhaseName, { description: 'The phase of the turn.' }) phase: string;
  @Field({
    description:
      'The phase\'s name in this game\'s ruleset, as its rulebook prints it (e.g. "Land Fighters on Combat Air Patrol" in pacific-2001, ' +
      '"Purchase & Repair" in 1940); `ruleset(id).phases` lists them in order.',
  })
  phaseName: string;
  @Field(() => [PowerEnum], {
    description:
      'The powers acting now: the current power, or every power of a joint step (pacific-2001: India and Australia move and fight together from Combat Air Patrol to Non-combat Move, RULES §7, AMBIG-43), whose units the seat moves and whose battles it fights.',
  })
  actingPowers: string[];
  @Field(() => [PowerState], { description: 'Every playing power: money, side, capital, seat.' }) powers: PowerState[];
  @Field(() => [Relation], { description: 'How each pair of powers stands (war, allied, neutral).' }) relations: Relation[];
  @Field(() => [TerritoryState], {
    complexity: COST.boardTerritories,
    description: 'Every territory and sea zone: owner, value and units.',
  })
  territories: TerritoryState[];
  @Field(() => [UnitType], { complexity: COST.boardUnits, description: 'Every unit on the board, by id.' }) units: UnitType[];
  @Field(() => [UnitCount], { description: 'Bought this turn, not placed yet.' }) purchased: UnitCount[];
  @Field(() => [PowerCount], { description: 'KAM-1: kamikaze tokens left, per power.' }) kamikazeTokens: PowerCount[];
  @Field(() => KamikazeWindowType, {
    nullable: true,
    description: 'KAM-3: Japan may make kamikaze attacks now (kamikazeAttack); battles wait.',
  })
  kamikazeWindow: KamikazeWindowType | null;
  @Field(() => [String], { description: 'Places where the player to move still has a battle to fight.' }) battles: string[];
  @Field(() => BattleViewType, { nullable: true, description: 'The battle being fought, and the decision it waits for.' })
  battle: BattleViewType | null;
  @Field(() => [PendingDecisionType], {
    description:
      "Who must decide what now, in this board's state: the decisions the game waits for (required) and the options some powers have. Empty once the game has ended.",
  })
  pendingDecisions: PendingDecisionType[];
}

/** Said of each optional field the hash covers: how a client rebuilds the hashed metadata (docs/hashes.md). */
const HASHED_IF_PRESENT =
  'Null when the stored metadata has no such field: a null field is left OUT of the hashed object, not written as null (docs/hashes.md).';

@ObjectType('EventMetadata', {
  description:
    'Who appended an event, when, why, and its place in the hash chain (docs/security.md). The hash covers every field here except ' +
    '`hash` itself, `actorKind` and `actorPower` (read from `actor`), under the same names: docs/hashes.md rebuilds it.',
})
export class EventMetadataType {
  @Field({ description: "A keyed hash of the command id that appended it (never the id itself: it is the client's secret). Hashed." })
  commandId: string;
  @Field(() => String, {
    nullable: true,
    description: `The type of the command that appended it, e.g. "PurchaseUnits". Hashed. ${HASHED_IF_PRESENT}`,
  })
  commandType?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "A keyed hash of the command's parameters and acting seat, that a retry with the same command id must match. Hashed. " +
      HASHED_IF_PRESENT,
  })
  commandFingerprint?: string | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      "On the first event of each command's events only: the command as the rules core decided it, its tokens and codes replaced " +
      `by their SHA-256 (no secret), for a verifier to decide it again. Hashed, as served. ${HASHED_IF_PRESENT}`,
  })
  command?: object | null;
  @Field(() => String, {
    nullable: true,
    description: `With \`command\`: the version of the engine that decided it (e.g. "0.2.0"). Hashed. ${HASHED_IF_PRESENT}`,
  })
  engineVersion?: string | null;
  @Field({
    description:
      'Power of the seat that acted, "organizer", "operator" (the server\'s, docs/operations.md) or "anonymous". Hashed: the hash ' +
      'covers this stored value, so a client recomputing hashes reads it here (actorKind and actorPower are derived from it and not hashed).',
    deprecationReason:
      "Use actorKind (SEAT, ORGANIZER, OPERATOR, ANONYMOUS) and actorPower (the seat's power, with the Power enum); kept because " +
      'the hash covers it.',
  })
  actor: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The bot that chose the command when a bot played the seat (docs/bots.md): "random", "planner" or "safe-defaults" (the ' +
      `BotName enum's values as stored); null for a person's command. Hashed. ${HASHED_IF_PRESENT}`,
  })
  bot?: string | null;
  @Field(() => EventActorEnum, {
    description: "Who sent the command: a SEAT (its power is `actorPower`), the ORGANIZER, the server's OPERATOR, or ANONYMOUS.",
  })
  actorKind: string;
  @Field(() => PowerEnum, { nullable: true, description: 'SEAT: the power of the seat that sent the command; null otherwise.' })
  actorPower: string | null;
  @Field({ description: 'The id of what caused it: the command, or the event it follows from. Hashed.' }) causationId: string;
  @Field(() => Int, { description: "The version of the payload's shape (old payloads are upcast on read). Hashed." }) schemaVersion: number;
  @Field({ description: 'When it was appended (ISO 8601), the stored string. Hashed.' }) time: string;
  @Field({ description: 'Hash of the previous event of the game ("" for the first). Hashed.' }) prevHash: string;
  @Field({
    description:
      'SHA-256 (lowercase hex) of the RFC 8785 canonical JSON of {type, data, metadata}: `type` and `data` as stored, the metadata ' +
      'being this object without `hash`, `actorKind`, `actorPower` and its null fields (docs/hashes.md).',
  })
  hash: string;
}

@ObjectType('GameEvent', { description: 'A stored event of a game.' })
export class GameEventType {
  @Field({ description: 'Unique event id.' }) id: string;
  @Field({ description: 'The game.' }) gameId: string;
  @Field(() => Int, { description: 'Number of the event in its game, from 1.' }) number: number;
  @Field(() => Float, { description: "Position in the store's global order." }) position: number;
  @Field({
    description: 'The event type as stored, e.g. UnitsMoved (docs/events.md describes each); the `type` its hash covers (docs/hashes.md).',
    deprecationReason: 'Use eventType: the same with the EventType enum (UnitsMoved is UNITS_MOVED). Kept: the hash covers this name.',
  })
  type: string;
  @Field(() => EventTypeEnum, {
    description: 'The event type, e.g. UNITS_MOVED (docs/events.md describes each; its payload is UnitsMovedPayload).',
  })
  eventType: string;
  @Field(() => GraphQLJSONObject, {
    description:
      "The payload as stored, untyped JSON with the rules core's ids (docs/events.md): the `data` its hash covers, not `payload` (docs/hashes.md).",
    deprecationReason:
      "Use payload: typed, with the API's enums and names (docs/events.md). Kept for existing clients and for recomputing hashes.",
  })
  data: object;
  @Field(() => EventMetadataType, { description: 'Who appended it, when, and its place in the hash chain.' }) metadata: EventMetadataType;
}

@ObjectType({ description: 'One event of a page, with its cursor.' })
export class EventEdge {
  @Field({ description: 'The event number: pass it as `after` (or `before`) to page on.' }) cursor: string;
  @Field(() => GameEventType, { description: 'The event.' }) node: GameEventType;
}

@ObjectType({ description: 'Where a page is in the whole list (Relay cursor connections).' })
export class PageInfo {
  @Field({ description: 'More items follow the last of this page.' }) hasNextPage: boolean;
  @Field({ description: 'Items come before the first of this page.' }) hasPreviousPage: boolean;
  @Field(() => String, { nullable: true, description: 'The cursor of the first item of the page; null for an empty page.' }) startCursor:
    string | null;
  @Field(() => String, { nullable: true, description: 'The cursor of the last item of the page; null for an empty page.' }) endCursor:
    string | null;
}

@ObjectType({ description: "A page of a game's events; the cursor is the event number." })
export class EventConnection {
  @Field(() => [EventEdge], { description: 'The events of the page, in order.' }) edges: EventEdge[];
  @Field(() => PageInfo, { description: 'Where the page is in the whole list.' }) pageInfo: PageInfo;
  @Field(() => Int, { description: 'How many events the game has in all.' }) totalCount: number;
}

@ObjectType('ChainCheck', { description: "Result of recomputing a game's hash chain." })
export class ChainCheckType {
  @Field({ description: "Every event's hash and link to the previous one is right." }) valid: boolean;
  @Field(() => Int, { description: 'How many events were checked.' }) checked: number;
  @Field(() => Int, { nullable: true, description: 'Number of the first event whose hash or link is wrong.' }) firstInvalidEvent:
    number | null;
  @Field(() => String, { nullable: true, description: 'Why the chain is invalid, when it is.' }) reason: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The hash of the last event (null for no events): what an organizer notes when a game ends, for `npm run verify -- --head` (docs/audit.md).',
  })
  head: string | null;
}

@ObjectType('Seat', {
  description:
    "A playing power's entry in a game's seats: the player who plays it and whether that player's seat is taken. A player runs one " +
    'power (1940) or several (pacific-2001: Great Britain runs India and Australia, the USA runs China and the USA; RULES §7, ' +
    'AMBIG-43): each of its powers has an entry, and all of them are taken together (`players` lists each seat once).',
})
export class SeatType {
  @Field(() => PowerEnum, { description: 'The power.' }) power: string;
  @Field({
    description:
      "The power's player holds a seat: true for every power of a player whose seat is taken, whichever of its powers was named to take it.",
  })
  taken: boolean;
  @Field({ description: 'The player who plays the power (e.g. "Great Britain" for INDIA in pacific-2001; in 1940, the power itself).' })
  player: string;
  @Field(() => PowerEnum, {
    description: "The power the player's seat is recorded under (`Player.seat`, SeatTaken's `power`): the same for all its powers.",
  })
  seat: string;
  @Field(() => [PowerEnum], { description: 'Every power the player plays, its seat power first: its one seat token acts for all of them.' })
  powers: string[];
  @Field(() => BotNameEnum, {
    nullable: true,
    description: "The bot that plays the power's seat (seatBot, docs/bots.md); null when a person does, or nobody yet.",
  })
  bot: BotName | null;
}

@ObjectType('Player', {
  description:
    'A player of a game and its one seat (RULES §1.1; pacific-2001, RULES §7, AMBIG-43: three players, Great Britain running India and ' +
    'Australia, the USA running China and the USA). takeSeat naming any of its powers takes this seat; its token answers every ' +
    'pending decision whose `seat` is this seat.',
})
export class PlayerType {
  @Field({ description: 'The player, e.g. "Great Britain" (in 1940 every power is its own player, named by its id).' }) name: string;
  @Field(() => PowerEnum, { description: 'The power the seat is recorded under (SeatTaken, invitedSeats, PendingDecision.seat).' })
  seat: string;
  @Field(() => [PowerEnum], { description: 'Every power the player plays, the seat power first.' }) powers: string[];
  @Field({ description: 'Someone holds the seat.' }) taken: boolean;
}

@ObjectType({ description: 'A game: its summary; its board, events and audit are fields.' })
export class Game {
  @Field({ description: "The game's id (a UUID)." }) id: string;
  @Field({ description: 'The name its organizer gave it.' }) name: string;
  @Field({ description: 'The ruleset it is played with.' }) rulesetId: string;
  @Field(() => [String], { description: 'Optional rules switched on (see optionalRules).' }) options: string[];
  @Field(() => GameStatusName, { description: 'Whether the game goes on.' }) status: string;
  @Field(() => SideEnum, {
    nullable: true,
    description:
      "The winning side (AXIS or ALLIES) once the game ended by a victory condition (VIC-1..VIC-3) or by the organizer's adjudication " +
      '(docs/rulings.md); null while it goes on, and for a draw or a voided game.',
  })
  winner: string | null;
  @Field(() => GameResultName, {
    nullable: true,
    description:
      "How the game ended: VICTORY, or by the organizer's ruling ADJUDICATED (a winner named), DRAW or VOIDED; null while it goes on.",
  })
  result: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The organizer's reason for an adjudication or a voiding (docs/rulings.md); null otherwise.",
  })
  rulingReason: string | null;
  @Field(() => VictoryPendingType, { nullable: true, description: 'VIC-3: a victory condition waiting for a complete round.' })
  victoryPending: VictoryPendingType | null;
  @Field(() => Int, { description: 'The round, from 1.' }) round: number;
  @Field(() => PowerEnum, { description: 'The power whose turn it is.' }) currentPower: string;
  @Field(() => PhaseName, { description: 'The phase of the turn.' }) phase: string;
  @Field({
    description:
      'The phase\'s name in this game\'s ruleset, as its rulebook prints it (e.g. "Land Fighters on Combat Air Patrol" in pacific-2001, ' +
      '"Purchase & Repair" in 1940); `ruleset(id).phases` lists them in order.',
  })
  phaseName: string;
  @Field(() => [SeatType], {
    description: "Every playing power, its player and whether that player's seat is taken (one entry per power; `players`: one per seat).",
  })
  seats: SeatType[];
  @Field(() => [PlayerType], {
    description: 'Every player in turn order, one per seat: the powers it plays and whether its seat is taken (RULES §7, AMBIG-43).',
  })
  players: PlayerType[];
  @Field(() => Int, { description: 'How many events the game has.' }) eventCount: number;
  @Field({
    description:
      'Set up from a position document (createGameFromPosition), not a standard start: ratings and leaderboards tell them apart.',
  })
  setUp: boolean;
  @Field({ description: 'When it was created (ISO 8601).' }) createdAt: string;
  @Field({ description: 'When its last event was appended (ISO 8601).' }) updatedAt: string;
}
