// A game's dice (docs/dice.md): how they are made, and the organizer's
// disclosure of the seed before its reveal. No answer here ever holds a
// server seed except discloseDiceSeed's, to the organizer, which leaves a
// DiceSeedDisclosed event behind for every player to see.
import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { resolveActor } from '../../app/commands';
import { DiceSeedUnavailableError } from '../../app/dice';
import type { ApiContext } from '../context';
import { eventToGql, gameToGql } from '../mappers';
import { DiceSeedDisclosure, DiscloseDiceSeedInput, DiscloseDiceSeedResult, GameDiceType } from '../types/dice';
import { Game } from '../types/game';
import { RuleViolationType } from '../types/results';
import { link } from '../command-link';

const refused = (code: string, message: string, rule = 'docs/dice.md') => Object.assign(new RuleViolationType(), { code, message, rule });

@Resolver(() => Game)
export class DiceResolver {
  @FieldResolver(() => Boolean, { description: 'A rated or tournament game: it cannot have practice dice.' })
  async rated(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<boolean> {
    return (await ctx.services.states.current(game.id))?.state.rated ?? false;
  }

  @FieldResolver(() => GameDiceType, {
    nullable: true,
    description: "How the game's dice are made: commitment, practice dice, seat entropy, rolls so far.",
  })
  async dice(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<GameDiceType | null> {
    const d = (await ctx.services.states.current(game.id))?.state.dice;
    if (!d) return null;
    return {
      commitment: d.commitment,
      seedSource: d.seedSource,
      seedOrigin: d.seedSource,
      creatorSeed: d.creatorSeed,
      scriptedDice: d.script,
      entropy: d.entropy.map((e) => ({ ...e })),
      rolled: d.rolled,
      revealedSeed: d.revealedSeed,
      disclosures: d.disclosures,
    };
  }

  @Mutation(() => DiscloseDiceSeedResult, {
    description:
      "Organizer only: shows the game's dice seed before it is revealed (e.g. to settle a dispute). " +
      'It appends a DiceSeedDisclosed event, so every player knows the organizer has seen it.',
  })
  async discloseDiceSeed(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: DiscloseDiceSeedInput,
    @Ctx() ctx: ApiContext,
  ): Promise<typeof DiscloseDiceSeedResult> {
    const { states, commands, diceSeeds, games } = ctx.services;
    const entry = await states.current(input.gameId);
    if (!entry) return refused('GAME_NOT_FOUND', 'There is no such game.', 'API');
    // Checked here as well as by the rules: a retried command id must not hand the seed to someone without the token.
    if (resolveActor(entry.state, input.organizerToken)?.kind !== 'organizer')
      return refused('NOT_AUTHORIZED', 'Only the organizer of the game may see its dice seed before it is revealed.');
    let seed: string;
    try {
      seed = diceSeeds.seedOf(entry.state);
    } catch (err) {
      if (err instanceof DiceSeedUnavailableError) return refused('DICE_SEED_UNAVAILABLE', err.message);
      throw err;
    }
    const r = await commands.handle({
      gameId: input.gameId,
      commandId: input.commandId,
      token: input.organizerToken,
      command: { type: 'DiscloseDiceSeed' },
    });
    if (!r.ok) return Object.assign(new RuleViolationType(), r.violation);
    const summary = await games.get(r.gameId);
    if (!summary) throw new Error(`game ${r.gameId} missing from the game list after a command`);
    return Object.assign(new DiceSeedDisclosure(), {
      seed,
      commitment: entry.state.dice.commitment,
      game: gameToGql(summary),
      events: r.events.map(eventToGql),
      duplicate: r.duplicate,
    });
  }
}

/** The rules command each mutation of this file sends, with its input (gathered in COMMAND_INPUTS, command-inputs.ts). */
export const LINKS = {
  discloseDiceSeed: link('DiscloseDiceSeed', DiscloseDiceSeedInput),
};
