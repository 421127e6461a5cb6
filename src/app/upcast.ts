// Turns a stored event into the rules' GameEvent, upcasting old payload
// versions on read (stored events are never rewritten: their hashes cover the
// payload as it was written). An event schema change ships with an upcaster
// (docs/exports.md): EVENT_SCHEMA_VERSION goes up by one, and each event type
// whose payload changed in that version gets an upcaster from the old version,
// listed in UPCASTERS. Types that did not change pass through that version as
// they are.
import { EVENT_SCHEMA_VERSION, type GameEvent } from '../rules';
import type { RecordedEvent } from '../store/port';

/** Turns the payload of one event type from schema version `from` into the shape of version `from + 1`. */
export interface Upcaster {
  type: string;
  from: number;
  /** What changed in that version, for docs/exports.md and whoever reads the registry. */
  change: string;
  up(data: unknown): unknown;
}

/** An event written by a newer engine: its payload's shape is one this engine does not know. */
export class NewerSchemaError extends Error {
  readonly code = 'NEWER_EVENT_SCHEMA';
  constructor(
    readonly type: string,
    readonly version: number,
    readonly supported: number,
  ) {
    super(`event ${type} has schema version ${version}; this engine reads event schema versions up to ${supported}`);
    this.name = 'NewerSchemaError';
  }
}

/** Upcasters keyed by (event type, from-version), applied in version order up to `current`. */
export class UpcasterRegistry {
  private readonly byKey = new Map<string, Upcaster>();

  constructor(
    readonly current: number,
    upcasters: readonly Upcaster[],
  ) {
    for (const u of upcasters) {
      if (!Number.isInteger(u.from) || u.from < 1 || u.from >= current)
        throw new Error(`upcaster ${u.type} from version ${u.from}: versions go from 1 to ${current - 1} (the current one is ${current})`);
      const key = `${u.type}@${u.from}`;
      if (this.byKey.has(key)) throw new Error(`two upcasters for ${u.type} from version ${u.from}`);
      this.byKey.set(key, u);
    }
  }

  /** The upcasters that apply to `type` written at `version`, in the order they run. */
  chain(type: string, version: number): Upcaster[] {
    const out: Upcaster[] = [];
    for (let v = version; v < this.current; v++) {
      const u = this.byKey.get(`${type}@${v}`);
      if (u) out.push(u);
    }
    return out;
  }

  /** The payload of `type` written at `version`, in the current shape; throws NewerSchemaError for a newer version. */
  upcast(type: string, version: number, data: unknown): unknown {
    if (version > this.current) throw new NewerSchemaError(type, version, this.current);
    // Written at the current version (every event of a game this engine played): nothing to run, nor a chain to list.
    if (version === this.current) return data;
    return this.chain(type, version).reduce((d, u) => u.up(d), data);
  }
}

/**
 * Every upcaster of the engine's history. Version 1 is the only version so far: none yet.
 * A new one is appended here with the version bump (docs/exports.md "An event schema change").
 */
export const UPCASTERS: readonly Upcaster[] = [];

export const upcasters = new UpcasterRegistry(EVENT_SCHEMA_VERSION, UPCASTERS);

/** A stored event as the rules take it; of the metadata only the schema version is read (so a FoldedEvent will do). */
export function toGameEvent(e: Pick<RecordedEvent, 'type' | 'data'> & { metadata: { schemaVersion?: number | null } }): GameEvent {
  return gameEventOf(e.type, e.data, e.metadata.schemaVersion);
}

/** toGameEvent of an event's parts: a replay reads of its metadata only the schema version (EventStore.readPayloads). */
export function gameEventOf(type: string, data: unknown, schemaVersion: number | null | undefined): GameEvent {
  // Events written before schemaVersion existed were version 1.
  return { type, data: upcasters.upcast(type, schemaVersion ?? 1, data) } as GameEvent;
}
