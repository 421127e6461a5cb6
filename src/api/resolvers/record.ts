// Game.record: the game's readable record (src/audit/record.ts, docs/game-record.md),
// Markdown or plain text, for publishing results. Built from all of the game's events
// on every request (a fold through the rules core): its cost is COST.record.
import { Arg, Ctx, FieldResolver, Resolver, Root, registerEnumType } from 'type-graphql';
import { streamOf } from '../../../projections/game-states';
import { gameRecord } from '../../audit/record';
import type { ApiContext } from '../context';
import { COST } from '../cost';
import { Game } from '../types/game';

export enum GameRecordFormat {
  MARKDOWN = 'markdown',
  TEXT = 'text',
}

registerEnumType(GameRecordFormat, {
  name: 'GameRecordFormat',
  description: 'How Game.record is written.',
  valuesConfig: {
    MARKDOWN: { description: 'Markdown: headings per round, turn and phase, lists, a table of PUs per round.' },
    TEXT: { description: 'Plain text without any markup: underlined headings, indented lines, aligned columns.' },
  },
});

@Resolver(() => Game)
export class RecordResolver {
  @FieldResolver(() => String, {
    complexity: COST.record,
    description:
      "The game's readable record, for publishing results (docs/game-record.md): a header (name, ruleset, optional rules, seats, " +
      "created time, result, the number of events and the last event's hash, which verify-chain checks), then one section per " +
      "round, per player's turn and per phase with each event's summary; each battle as a block with the units, every round's " +
      "dice per side with the hits they scored, the casualties and the outcome; the organizer's acts marked as rulings where " +
      'they happened; PUs per power at the end of each round. The same as `npm run game-record`.',
  })
  async record(
    @Root() game: Game,
    @Ctx() ctx: ApiContext,
    @Arg('format', () => GameRecordFormat, { defaultValue: GameRecordFormat.MARKDOWN, description: 'Markdown (default) or plain text.' })
    format: GameRecordFormat,
  ): Promise<string> {
    const events = await ctx.services.store.readStream(streamOf(game.id));
    return gameRecord(events, { format });
  }
}
