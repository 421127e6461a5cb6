// Turns a stored event into the rules' GameEvent, upcasting old payload
// versions on read (stored events are never rewritten).
import { EVENT_SCHEMA_VERSION, type GameEvent } from '../rules';
import type { RecordedEvent } from '../store/port';

export function toGameEvent(e: Pick<RecordedEvent, 'type' | 'data' | 'metadata'>): GameEvent {
  const version = e.metadata.schemaVersion;
  if (version > EVENT_SCHEMA_VERSION)
    throw new Error(`event ${e.type} has schema version ${version}; this server reads up to ${EVENT_SCHEMA_VERSION}`);
  // Version 1 is the only version so far: nothing to upcast yet.
  return { type: e.type, data: e.data } as GameEvent;
}
