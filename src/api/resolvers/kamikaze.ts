// Kamikaze attacks over GraphQL (RULES §4.4 KAM-1, KAM-3, KAM-4): Japan's
// answer while board.kamikazeWindow is open.
import { ArrayMaxSize, IsInt, Length, Max, Min, ValidateNested } from '../class-validator';
import { Arg, Ctx, Field, InputType, Int, Mutation, Resolver } from 'type-graphql';
import type { ApiContext } from '../context';
import { SeatCommandInput } from '../inputs';
import { CommandResult } from '../types/results';
import { seatCommand } from './commands';
import { link } from '../command-link';

@InputType({ description: 'Kamikaze tokens spent on one ship (KAM-4).' })
export class KamikazeTargetInput {
  @Field({ description: 'Unit id of a ship listed in board.kamikazeWindow.targets.' }) @Length(1, 20) target: string;
  @Field(() => Int, { description: 'Tokens spent on it (at least 1): one die each, a hit on 1-2.' })
  @IsInt()
  @Min(1)
  @Max(100)
  tokens: number;
}

@InputType({ description: 'kamikazeAttack (KAM-3): tokens spent on ships, or none to decline.' })
export class KamikazeAttackInput extends SeatCommandInput {
  @Field(() => [KamikazeTargetInput], {
    description:
      'Each ship at most once, with its tokens (several tokens may target one ship); the total may not exceed the tokens left. ' +
      'An empty list declines. Dice: one roll per attack, in this order, one die per token.',
  })
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  attacks: KamikazeTargetInput[];
}

@Resolver()
export class KamikazeResolver {
  @Mutation(() => CommandResult, {
    description:
      "KAM-3, KAM-4: Japan's kamikaze attacks while board.kamikazeWindow is open (sent with Japan's seat token, during another power's turn). " +
      'A hit sinks a one-hit ship or damages a battleship or carrier (a second hit sinks it); tokens are spent whether they hit or miss.',
  })
  kamikazeAttack(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: KamikazeAttackInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'KamikazeAttack', attacks: input.attacks.map((a) => ({ target: a.target, tokens: a.tokens })) });
  }
}

/** The rules command each mutation of this file sends, with its input (gathered in COMMAND_INPUTS, command-inputs.ts). */
export const LINKS = {
  kamikazeAttack: link('KamikazeAttack', KamikazeAttackInput),
};
