// Group commit for the SQLite store: appends queued during one turn of the event
// loop are written together, in ONE transaction (one commit, one fsync); an
// append that conflicts or fails is answered alone, the others are written
// (sqlite-batch.ts). Every caller is answered only after the commit, so an
// answer means durable.
//
// With a file, the transaction runs in the commit worker (sqlite-commit-worker.ts):
// one batch is in flight at a time, and the appends that arrive meanwhile form
// the next batch, sent in the check phase of the turn that receives the
// worker's answer. The slower the commit (its fsync), the more appends share
// the next one. For a private in-memory
// database the transaction runs here, on the event loop (nothing to sync).
import { checkExpectedRevision, commandIdsOf } from './shared';
import type { AppendResult, EventMetadata, ExpectedRevision, NewEvent, RecordedEvent } from './port';
import type { EventRow, WireAppend, WireOutcome } from './sqlite-batch';

/** Where the batches are written: on this thread (answers at once) or in the commit worker. */
export interface BatchWriter {
  commit(batch: WireAppend[]): WireOutcome[] | Promise<WireOutcome[]>;
}

/** One append the commit wrote (not a duplicate): what its caller gets, and another copy of its events (for subscribers). */
export interface Appended {
  streamId: string;
  result: AppendResult;
  /** Positions of its first and last events. */
  first: number;
  last: number;
  copy(): RecordedEvent[];
}

interface Queued {
  wire: WireAppend;
  /** The caller's events, when it handed their payloads and metadata over (AppendOptions.handsOver): its answer holds them. */
  handed: NewEvent[] | null;
  resolve(result: AppendResult): void;
  reject(err: unknown): void;
}

type Settled = { ok: true; result: AppendResult } | { ok: false; error: unknown };

/**
 * The events of a written append, parsed from the text just stored (a copy of their own for the caller), but for the
 * payloads and metadata the caller handed over (`handed`): those objects are what parsing their stored text would
 * give, so they are used as they are.
 */
function recorded(q: WireAppend, position: number, nextRevision: number, handed: NewEvent[] | null = null): RecordedEvent[] {
  const n = q.events.length;
  const events: RecordedEvent[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const e = q.events[i];
    // The fields in the order the store's reads give them (sqlite.ts toRecorded).
    events[i] = {
      id: e.event_id,
      type: e.type,
      // A payload written as null for undefined (append) is read back as null.
      data: handed !== null ? (handed[i].data ?? null) : JSON.parse(e.data),
      metadata: handed !== null ? handed[i].metadata : (JSON.parse(e.metadata) as EventMetadata),
      streamId: q.streamId,
      revision: nextRevision - n + 1 + i,
      position: position - n + 1 + i,
    };
  }
  return events;
}

export interface AppendQueueHooks {
  /** A store failure (disk full, locked) as the port's error; anything else as it is. */
  asStoreError(err: unknown): unknown;
  /** Row to event (parses the JSON): a duplicate's stored events. */
  toRecorded(row: EventRow): RecordedEvent;
  /** After each commit, before any caller is answered: the appends written, in position order; `appends` settled. */
  committed(written: Appended[], appends: number): void;
}

export class AppendQueue {
  private queue: Queued[] = [];
  private scheduled: NodeJS.Immediate | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly writer: BatchWriter,
    private readonly hooks: AppendQueueHooks,
  ) {}

  append(streamId: string, events: NewEvent[], expected: ExpectedRevision, handsOver = false): Promise<AppendResult> {
    const commandIds = commandIdsOf(events);
    // Serialised here, outside the transaction, to keep the write lock short.
    const wire: WireAppend = {
      streamId,
      commandIds,
      expected: expected as WireAppend['expected'],
      events: events.map((e) => ({
        event_id: e.id,
        type: e.type,
        data: JSON.stringify(e.data ?? null),
        metadata: JSON.stringify(e.metadata),
        command_id: e.metadata.commandId,
      })),
    };
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ wire, handed: handsOver ? events : null, resolve, reject });
      this.scheduled ??= setImmediate(() => this.flush());
    });
  }

  /** Until every append queued so far is committed (or refused) and answered. */
  async drain(): Promise<void> {
    for (;;) {
      if (this.scheduled) clearImmediate(this.scheduled);
      this.flush();
      if (!this.inFlight) return;
      await this.inFlight;
    }
  }

  /** Sends the queued appends as one batch, unless one is in flight (they follow it). */
  private flush(): void {
    this.scheduled = null;
    if (this.inFlight || this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    let outcomes: WireOutcome[] | Promise<WireOutcome[]>;
    try {
      outcomes = this.writer.commit(batch.map((q) => q.wire));
    } catch (err) {
      this.failed(batch, err);
      return;
    }
    if (Array.isArray(outcomes)) {
      this.settle(batch, outcomes);
      return;
    }
    this.inFlight = outcomes
      .then(
        (o) => this.settle(batch, o),
        (err: unknown) => this.failed(batch, err),
      )
      .catch((err: unknown) => console.error('sqlite store: settling a committed batch failed:', err))
      .finally(() => {
        this.inFlight = null;
        // What arrived meanwhile goes in the check phase of this turn of the event loop, not at once: the requests
        // whose data is ready in this turn join it. Each commit costs both threads about as much as several appends
        // (a round trip of messages, BEGIN, COMMIT, the WAL's pages and fsync), so fewer, larger ones cost less CPU.
        if (this.queue.length) this.scheduled ??= setImmediate(() => this.flush());
      });
  }

  /** Nothing of the batch was committed (e.g. the file is locked or full): every caller is told. */
  private failed(batch: Queued[], err: unknown): void {
    const error = this.hooks.asStoreError(err);
    for (const q of batch) q.reject(error);
  }

  /** Committed (and with synchronous=FULL, synced): read models first, then the callers. */
  private settle(batch: Queued[], outcomes: WireOutcome[]): void {
    const settled = batch.map((q, i) => this.outcome(q, outcomes[i]));
    const written: Appended[] = [];
    for (let i = 0; i < batch.length; i++) {
      const o = outcomes[i];
      const s = settled[i];
      if (o.kind !== 'written' || !s.ok) continue;
      const q = batch[i].wire;
      written.push({
        streamId: q.streamId,
        result: s.result,
        first: o.position - q.events.length + 1,
        last: o.position,
        copy: () => recorded(q, o.position, o.nextRevision),
      });
    }
    this.hooks.committed(written, batch.length);
    batch.forEach((q, i) => {
      const s = settled[i];
      if (s.ok) q.resolve(s.result);
      else q.reject(s.error);
    });
  }

  private outcome(queued: Queued, o: WireOutcome): Settled {
    const q = queued.wire;
    switch (o.kind) {
      case 'written':
        return {
          ok: true,
          result: {
            nextRevision: o.nextRevision,
            position: o.position,
            duplicate: false,
            events: recorded(q, o.position, o.nextRevision, queued.handed),
          },
        };
      case 'duplicate': {
        const events = o.rows.map(this.hooks.toRecorded);
        return {
          ok: true,
          result: { nextRevision: o.nextRevision, position: events[events.length - 1].position, duplicate: true, events },
        };
      }
      case 'empty':
        return { ok: true, result: { nextRevision: o.nextRevision, position: o.position, duplicate: false, events: [] } };
      case 'conflict':
        try {
          // Throws the port's WrongExpectedRevisionError (or TypeError for an invalid expectedRevision), as before.
          checkExpectedRevision(q.streamId, q.expected, o.actual);
          return { ok: false, error: new Error(`sqlite store: revision check of ${q.streamId} disagrees (actual ${o.actual})`) };
        } catch (error) {
          return { ok: false, error };
        }
      case 'failed':
        return { ok: false, error: this.hooks.asStoreError(o.error) };
    }
  }
}
