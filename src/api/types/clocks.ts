// GraphQL types of the clocks (docs/clocks.md): the clocks chosen at creation,
// what `game { clocks }` shows for the moment it answers, and the organizer's
// controls beside its rulings (each with a reason, as the rulings take one).
import { IsInt, Min } from '../class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { GameCommandInput } from '../inputs';
import { ClockModeEnum, TimeOutPolicyEnum } from './clock-input';
import { PowerEnum } from './id-enums';
import { RulingInput } from './rulings';
import type { TimeOutPolicy } from '../../rules';

@ObjectType({ description: "A player's clock at the moment of the answer." })
export class PlayerClock {
  @Field(() => PowerEnum, { description: "The player's seat power (pacific-2001: one clock per player, AMBIG-43)." }) power: string;
  @Field(() => Float, {
    description:
      'Time left in ms at the moment of the answer: of its budget, or of its current (or next) deadline with any extension; 0 once run out.',
  })
  remainingMs: number;
  @Field({ description: 'Its clock runs now: the game waits for this player.' }) running: boolean;
  @Field({ description: 'It has run out of time in this game (ClockRanOut).' }) flagged: boolean;
}

@ObjectType({ description: 'A seat taken over after a time-out (docs/clocks.md).' })
export class TimedOutSeat {
  @Field(() => PowerEnum, { description: "The player's seat power." }) power: string;
  @Field(() => TimeOutPolicyEnum, {
    description: 'What happens to it: END_TURN (until that turn ends), BOT (for the rest of the game), ADJUDICATE.',
  })
  policy: TimeOutPolicy;
}

@ObjectType({ description: "A game's clocks (docs/clocks.md), as they stand at the moment of the answer (`now`)." })
export class GameClocks {
  @Field(() => ClockModeEnum, { description: 'BUDGET or DEADLINE.' }) mode: string;
  @Field(() => TimeOutPolicyEnum, { description: 'What happens when a player runs out of time.' }) onTimeOut: string;
  @Field(() => Float, { nullable: true, description: 'BUDGET: the budget each player started with, in ms.' }) budgetMs: number | null;
  @Field(() => Float, { nullable: true, description: 'BUDGET: the increment per turn, in ms.' }) incrementMs: number | null;
  @Field(() => Float, { nullable: true, description: 'DEADLINE: the deadline per wait, in ms.' }) deadlineMs: number | null;
  @Field({ description: 'The organizer paused the clocks (pauseClocks): none runs until resumeClocks.' }) paused: boolean;
  @Field(() => PowerEnum, { nullable: true, description: 'The player whose clock runs now, or null (paused, not started, ended).' })
  running: string | null;
  @Field(() => String, { nullable: true, description: 'When the running clock runs out (ISO 8601 UTC), or null: the deadline.' })
  runsOutAt: string | null;
  @Field({ description: 'The moment the remaining times are given for (ISO 8601 UTC): the server time of the answer.' }) now: string;
  @Field(() => [PlayerClock], { description: 'Every player, in turn order.' }) players: PlayerClock[];
  @Field(() => TimedOutSeat, { nullable: true, description: 'A seat played for a player that ran out of time, or null.' })
  timedOut: TimedOutSeat | null;
}

@InputType({ description: 'pauseClocks: the organizer stops every clock, with a reason (docs/clocks.md).' })
export class PauseClocksInput extends RulingInput {}

@InputType({ description: 'resumeClocks: the organizer starts the clocks again, with a reason (docs/clocks.md).' })
export class ResumeClocksInput extends RulingInput {}

@InputType({ description: 'extendDeadline: the organizer gives a player more time, with a reason (docs/clocks.md).' })
export class ExtendDeadlineInput extends RulingInput {
  @Field(() => PowerEnum, { description: "A power of the player (its clock is its seat's)." }) power: string;
  @Field(() => Int, { description: 'How much more, in ms: added to its budget, or to its current (or next) deadline. 1 to 2,147,483,647.' })
  @IsInt()
  @Min(1)
  ms: number;
}

@InputType({
  description:
    "flagTimeOut: claims a player's time-out (docs/clocks.md). Anyone may send it (the server's clock watcher does); accepted only when that player's clock has run out at the server's time.",
})
export class FlagTimeOutInput extends GameCommandInput {
  @Field(() => PowerEnum, { description: 'A power of the player whose time ran out.' }) power: string;
}
