// createGame's clocks (docs/clocks.md): the input and the enums it shares with
// `game { clocks }` (types/clocks.ts). Apart from inputs.ts's other classes, which import it.
import { IsIn, IsInt, IsOptional, Max, Min } from '../class-validator';
import { Field, Float, InputType } from 'type-graphql';
import { describedEnum } from './enums';
import { MAX_CLOCK_MS, MIN_CLOCK_MS, type ClockSettings, type TimeOutPolicy } from '../../rules';

export const ClockModeEnum = describedEnum('ClockMode', 'How a game is timed (docs/clocks.md).', {
  budget: 'Chess-style: each player has a time budget for the whole game, and an increment more each time its turn ends.',
  deadline: 'Play-by-mail: each time the game waits for a player (its turn, or a decision asked of it), it has a deadline to act.',
} satisfies Record<ClockSettings['mode'], string>);

/** The API's values are the rules' own (END_TURN, ADJUDICATE, BOT). */
export const TimeOutPolicyEnum = describedEnum('TimeOutPolicy', 'What happens to a player whose clock runs out (docs/clocks.md).', {
  END_TURN:
    "The player's turn is ended for it by the safe-defaults player (no purchase, no move, casualties by the order of loss, press on).",
  ADJUDICATE:
    'The game ends by adjudication on the board (victory cities, then territory PUs; else a draw): result ADJUDICATED, dice seed revealed.',
  BOT: 'A bot takes the seat for the rest of the game.',
} satisfies Record<TimeOutPolicy, string>);

@InputType({ description: 'createGame: the clocks of the game (docs/clocks.md). Omit `clocks` for a game without clocks.' })
export class ClocksInput {
  @Field(() => ClockModeEnum, { description: 'BUDGET (with budgetMs and incrementMs) or DEADLINE (with deadlineMs).' })
  @IsIn(Object.values(ClockModeEnum))
  mode: ClockSettings['mode'];
  @Field(() => Float, { nullable: true, description: `BUDGET: each player's time for the game, in ms (${MIN_CLOCK_MS} ms to a year).` })
  @IsOptional()
  @IsInt()
  @Min(MIN_CLOCK_MS)
  @Max(MAX_CLOCK_MS)
  budgetMs?: number | null;
  @Field(() => Float, { nullable: true, description: 'BUDGET: ms added to a player each time its turn ends (default 0).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_CLOCK_MS)
  incrementMs?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: `DEADLINE: the time a player has each time the game waits for it, in ms (${MIN_CLOCK_MS} ms to a year).`,
  })
  @IsOptional()
  @IsInt()
  @Min(MIN_CLOCK_MS)
  @Max(MAX_CLOCK_MS)
  deadlineMs?: number | null;
  @Field(() => TimeOutPolicyEnum, { description: 'What happens when a player runs out of time.' })
  @IsIn(Object.values(TimeOutPolicyEnum))
  onTimeOut: TimeOutPolicy;
}

/** The rules' settings from the input (the rules check them again: INVALID_CLOCKS naming the field). */
export function clockSettingsOf(c: ClocksInput): ClockSettings {
  if (c.mode === 'budget') return { mode: 'budget', budgetMs: c.budgetMs ?? -1, incrementMs: c.incrementMs ?? 0, onTimeOut: c.onTimeOut };
  return { mode: 'deadline', deadlineMs: c.deadlineMs ?? -1, onTimeOut: c.onTimeOut };
}
