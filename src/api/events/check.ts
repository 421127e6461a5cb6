// A compile-time check that each event's payload spec (spec.ts) names exactly
// the fields of that event's payload type in the rules core (GameEvent), so a
// field added to an event and not to the API (or the other way round) is a
// compile error naming the event and the field. The top-level fields are
// checked; nested objects are described in the spec by hand (their ObjSpec).
import type { GameEvent, GameEventType } from '../../rules';
import type { EVENT_SPECS } from './spec';
import type { Assert, Clean, NoProblems } from '../shape-check';

type Payload<T extends GameEventType> = Extract<GameEvent, { type: T }>['data'];
/** Every field any variant of a payload has. */
type FieldsOf<P> = P extends unknown ? keyof P & string : never;
type Specified = keyof typeof EVENT_SPECS & GameEventType;
type SpecFields<T extends Specified> = keyof (typeof EVENT_SPECS)[T]['fields'] & string;

/** Fields the API adds to a stored payload: another view of a stored field (renamed with `from`). */
type ApiOnly = { GameCreated: 'seatingMode' };
type Added<T extends GameEventType> = T extends keyof ApiOnly ? ApiOnly[T] : never;

/** Per event: the fields in one and not the other ({} when none). An event with no spec at all is spec.ts's error. */
type EventProblems = {
  [T in Specified]: Clean<{
    'payload fields the spec lacks': Exclude<FieldsOf<Payload<T>>, SpecFields<T>>;
    'spec fields the payload lacks': Exclude<SpecFields<T>, FieldsOf<Payload<T>> | Added<T>>;
  }>;
};

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check
type EventSpecsMatchPayloads = Assert<NoProblems<EventProblems, 'events whose spec differs from the rules'>>;
