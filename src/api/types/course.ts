// GraphQL type of a game's course (projections/course.ts): one row per turn played.
import { Field, Int, ObjectType } from 'type-graphql';
import { PowerEnum } from './id-enums';

@ObjectType('CourseRow', {
  description:
    "One turn of a game's course (Game.course): the power's PUs, the income it collected, its units and their value and the " +
    'production of its land at the end of its turn (the board after `endEventNumber` events), and where the turn began, ' +
    'to chart the game round by round and jump to any turn (board(atEvent: eventNumber)).',
})
export class CourseRowType {
  @Field(() => Int, { description: 'The round, from 1.' }) round: number;
  @Field(() => PowerEnum, {
    description:
      "The power whose turn it is. A player's turn for several powers (pacific-2001: Britain's, for India and Australia; RULES §7, AMBIG-43) gives each power a row, from its first step.",
  })
  power: string;
  @Field(() => Int, {
    description:
      "Where the turn (or this power's first step in it) began: board(atEvent: eventNumber) is its first board, Game.timeline's first mark of this round and power (1 for the turn the game was created in).",
  })
  eventNumber: number;
  @Field(() => Int, {
    nullable: true,
    description:
      'The board the figures are read from: after the command that ended the turn (the next turn begins there). Null while the turn goes on.',
  })
  endEventNumber: number | null;
  @Field({
    description: 'The turn has ended (TurnEnded). False for the turn going on: its figures are those of the latest board.',
  })
  finished: boolean;
  @Field(() => Int, { description: "The power's PUs at the end of its turn (INC-1: after collecting its income)." }) pus: number;
  @Field(() => Int, {
    nullable: true,
    description:
      "The PUs the power collected this turn (its IncomeCollected's amount: territories, objectives, convoy losses). Null if it collected none yet (the turn goes on or the game ended first).",
  })
  income: number | null;
  @Field(() => Int, { description: 'Units the power has on the board at the end of its turn, facilities not counted.' }) units: number;
  @Field(() => Int, {
    description:
      "The sum of those units' purchase costs in the game's ruleset (`ruleset.units.cost`; a unit that cannot be bought counts 0; damage does not lower it). Facilities not counted.",
  })
  unitValue: number;
  @Field(() => Int, { description: 'Facilities (industrial complexes, airfields, harbours) the power has on the board.' })
  facilities: number;
  @Field(() => Int, { description: "The sum of those facilities' purchase costs." }) facilityValue: number;
  @Field(() => Int, {
    description:
      "The production of the land territories the power owns (RULES §3: each territory's value, as an option sets it), before national objectives, convoy losses or the loss of its capital.",
  })
  production: number;
}
