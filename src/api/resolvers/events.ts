// Typed events: each stored event's payload as a GraphQL object of its own type
// (the EventPayload union, events/types.ts) and a one-line summary in English.
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { EventPayload, typedPayload } from '../events/types';
import { summaryOf } from '../events/summaries';
import { GameEventType } from '../types/game';

@Resolver(() => GameEventType)
export class EventResolver {
  @FieldResolver(() => EventPayload, {
    nullable: true,
    description:
      'The payload, typed: `... on UnitsMovedPayload { units { unitId type movementCost } }` (docs/events.md). Null only for an event ' +
      'type this server does not know.',
  })
  payload(@Root() event: GameEventType): object | null {
    return typedPayload(event.type, event.data);
  }

  @FieldResolver(() => String, {
    description: 'The event in one line of plain English, e.g. "Japan attacks Hunan with 3 infantry and 1 fighter."',
  })
  summary(@Root() event: GameEventType): string {
    return summaryOf(event.type, event.data);
  }
}
