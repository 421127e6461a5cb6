// GraphQL types of a game: its summary, its board at any point, its events.
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { GameStatusName, PhaseName, RelationKindName, TerritoryKindName } from './enums';
import { VictoryPendingType } from './victory';
import { KamikazeWindowType } from './kamikaze';
import { PendingDecisionType } from './decisions';

@ObjectType()
export class UnitCount {
  @Field() type: string;
  @Field(() => Int) count: number;
}

@ObjectType('UnitStack', { description: 'Units of one type and owner in one place.' })
export class UnitStackType {
  @Field() type: string;
  @Field() owner: string;
  @Field(() => Int) count: number;
  @Field(() => Int, { description: 'Sum of the damage of these units (facility damage, hits on battleships and carriers).' })
  damage: number;
}

@ObjectType('Unit', { description: 'One unit on the board.' })
export class UnitType {
  @Field() id: string;
  @Field() type: string;
  @Field() owner: string;
  @Field({ description: 'Territory or sea zone.' }) at: string;
  @Field(() => Int) damage: number;
  @Field(() => String, { nullable: true, description: 'The transport or carrier it is aboard.' }) carriedBy?: string | null;
}

@ObjectType()
export class TerritoryState {
  @Field() name: string;
  @Field(() => TerritoryKindName) kind: string;
  @Field(() => String, { nullable: true }) owner: string | null;
  @Field(() => Int) production: number;
  @Field() capturedThisTurn: boolean;
  @Field(() => [UnitStackType]) units: UnitStackType[];
}

@ObjectType()
export class PowerState {
  @Field() power: string;
  @Field(() => String, { nullable: true }) side: string | null;
  @Field(() => Int) pus: number;
  @Field(() => String, { nullable: true }) capital: string | null;
  @Field() seatTaken: boolean;
}

@ObjectType()
export class Relation {
  @Field() a: string;
  @Field() b: string;
  @Field(() => RelationKindName) kind: string;
}

@ObjectType()
export class PowerCount {
  @Field() power: string;
  @Field(() => Int) count: number;
}

@ObjectType('HitsOwed', { description: 'Hits to take, by what may take them (CBT-7, UNIT-4..UNIT-6).' })
export class HitsOwedType {
  @Field(() => Int, { description: 'From submarines: anything but planes.' }) notAir: number;
  @Field(() => Int, { description: 'From planes without a destroyer on their side: anything but submarines.' }) notSub: number;
  @Field(() => Int, { description: 'From anti-aircraft fire: planes only.' }) airOnly: number;
  @Field(() => Int) any: number;
}

@ObjectType('PlaneLanding')
export class PlaneLandingType {
  @Field() unit: string;
  @Field(() => [String], { description: 'Friendly land held since the turn began, or a zone with carrier room, 1 space away.' })
  options: string[];
}

@ObjectType('Battle')
export class BattleViewType {
  @Field() place: string;
  @Field() kind: string;
  @Field() attacker: string;
  @Field({ description: "The defending power that chooses the defenders' casualties." }) defender: string;
  @Field(() => Int) round: number;
  @Field() step: string;
  @Field(() => [String]) attackers: string[];
  @Field(() => [String]) defenders: string[];
  @Field({
    description:
      'The decision waited for, from waitingFor: casualties (chooseCasualties), pressOnOrRetreat (pressOn or retreat), scramble, submerge, interceptors (intercept), bomberTargets (assignBombers) or landPlanes (landPlanes).',
  })
  awaiting: string;
  @Field() waitingFor: string;
  @Field(() => [PlaneLandingType], {
    description: 'CBT-10 (awaiting landPlanes): planes whose carrier is gone, and where each may fly (1 space).',
  })
  landing: PlaneLandingType[];
  @Field(() => HitsOwedType, { nullable: true }) hits: HitsOwedType | null;
}

@ObjectType('PhaseMark', { description: 'Where a phase of a turn began: board(atEvent: eventNumber) shows it.' })
export class PhaseMarkType {
  @Field(() => Int, { description: 'The board after this many events is the phase just begun (with what its starting command did).' })
  eventNumber: number;
  @Field(() => Int) round: number;
  @Field() power: string;
  @Field(() => PhaseName) phase: string;
}

@ObjectType({ description: 'The board after a command: now, or after any earlier command (replay).' })
export class Board {
  @Field() gameId: string;
  @Field() rulesetId: string;
  @Field(() => Int, {
    description:
      "The number of the event this board is after (1 = right after GameCreated): always the last event of a command, so board(atEvent) inside a command answers with that command's last event.",
  })
  eventNumber: number;
  @Field(() => GameStatusName) status: string;
  @Field(() => String, { nullable: true, description: 'The winning side ("Axis" or "Allies") once the game ended (VIC-1..VIC-3).' })
  winner: string | null;
  @Field(() => VictoryPendingType, { nullable: true, description: 'VIC-3: a victory condition waiting for a complete round.' })
  victoryPending: VictoryPendingType | null;
  @Field(() => Int) round: number;
  @Field() currentPower: string;
  @Field(() => PhaseName) phase: string;
  @Field(() => [PowerState]) powers: PowerState[];
  @Field(() => [Relation]) relations: Relation[];
  @Field(() => [TerritoryState]) territories: TerritoryState[];
  @Field(() => [UnitType]) units: UnitType[];
  @Field(() => [UnitCount], { description: 'Bought this turn, not placed yet.' }) purchased: UnitCount[];
  @Field(() => [PowerCount]) kamikazeTokens: PowerCount[];
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

@ObjectType('EventMetadata')
export class EventMetadataType {
  @Field() commandId: string;
  @Field({ description: 'Power of the seat that acted, "organizer" or "anonymous".' }) actor: string;
  @Field() causationId: string;
  @Field(() => Int) schemaVersion: number;
  @Field() time: string;
  @Field({ description: 'Hash of the previous event of the game ("" for the first).' }) prevHash: string;
  @Field({ description: 'SHA-256 of the RFC 8785 JSON of {type, data, metadata without hash}.' }) hash: string;
}

@ObjectType('GameEvent', { description: 'A stored event of a game.' })
export class GameEventType {
  @Field({ description: 'Unique event id.' }) id: string;
  @Field() gameId: string;
  @Field(() => Int, { description: 'Number of the event in its game, from 1.' }) number: number;
  @Field(() => Float, { description: "Position in the store's global order." }) position: number;
  @Field() type: string;
  @Field(() => GraphQLJSONObject) data: object;
  @Field(() => EventMetadataType) metadata: EventMetadataType;
}

@ObjectType()
export class EventEdge {
  @Field() cursor: string;
  @Field(() => GameEventType) node: GameEventType;
}

@ObjectType()
export class PageInfo {
  @Field() hasNextPage: boolean;
  @Field() hasPreviousPage: boolean;
  @Field(() => String, { nullable: true }) startCursor: string | null;
  @Field(() => String, { nullable: true }) endCursor: string | null;
}

@ObjectType({ description: "A page of a game's events; the cursor is the event number." })
export class EventConnection {
  @Field(() => [EventEdge]) edges: EventEdge[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  @Field(() => Int) totalCount: number;
}

@ObjectType('ChainCheck', { description: "Result of recomputing a game's hash chain." })
export class ChainCheckType {
  @Field() valid: boolean;
  @Field(() => Int) checked: number;
  @Field(() => Int, { nullable: true, description: 'Number of the first event whose hash or link is wrong.' }) firstInvalidEvent:
    number | null;
  @Field(() => String, { nullable: true }) reason: string | null;
}

@ObjectType('Seat')
export class SeatType {
  @Field() power: string;
  @Field() taken: boolean;
}

@ObjectType({ description: 'A game: its summary; its board, events and audit are fields.' })
export class Game {
  @Field() id: string;
  @Field() name: string;
  @Field() rulesetId: string;
  @Field(() => [String]) options: string[];
  @Field(() => GameStatusName) status: string;
  @Field(() => String, { nullable: true, description: 'The winning side ("Axis" or "Allies") once the game ended (VIC-1..VIC-3).' })
  winner: string | null;
  @Field(() => VictoryPendingType, { nullable: true, description: 'VIC-3: a victory condition waiting for a complete round.' })
  victoryPending: VictoryPendingType | null;
  @Field(() => Int) round: number;
  @Field() currentPower: string;
  @Field(() => PhaseName) phase: string;
  @Field(() => [SeatType]) seats: SeatType[];
  @Field(() => Int) eventCount: number;
  @Field({
    description:
      'Set up from a position document (createGameFromPosition), not a standard start: ratings and leaderboards tell them apart.',
  })
  setUp: boolean;
  @Field() createdAt: string;
  @Field() updatedAt: string;
}
