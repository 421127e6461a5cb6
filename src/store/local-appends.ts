// What an adapter tells this process about the appends it made itself:
//
// - `onAppended` listeners (the port's) are called synchronously, in position
//   order, right after the events are durable and before the appenders' promises
//   resolve, with the events the appenders get back (read models that must be
//   current when a command's answer is built, like the game list);
// - subscriptions are notified on a later turn of the event loop, after every
//   appender's promise has resolved, so that a writer gets its answer before any
//   subscriber's work runs. On a timer (setTimeout 0, at least 1 ms), not
//   setImmediate: measured with 1,000 followers of a game, the writer's answer
//   took 5.6 ms instead of 3.2 when the fan-out started in the very next turn of
//   the loop, and 3.3 ms when it started on a timer (docs/performance.md). A stream's subscriptions are handed the
//   appended events themselves: one copy, made once and frozen, shared by all of
//   them, so no subscription reads or parses again what this process just wrote.
//   Subscriptions to all streams are only woken (they filter, and read).
//
// Appends made by other processes on the same file are told by wake.ts, which
// calls `wake` with the streams they wrote: those subscriptions read them.
import type { RecordedEvent } from './port';
import type { Notify } from './pull-subscription';

export type AppendListener = (events: readonly RecordedEvent[]) => void;

/** Freezes a JSON value and everything in it, so one copy can be shared by any number of readers. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export class LocalAppends {
  private readonly listeners = new Set<AppendListener>();
  private readonly streams = new Map<string, Set<Notify>>();
  private readonly everything = new Set<Notify>();
  private pending: { streamId: string; events: readonly RecordedEvent[] | undefined }[] = [];
  private scheduled: NodeJS.Timeout | null = null;

  onAppended(listener: AppendListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  listenStream(streamId: string, notify: Notify): () => void {
    let set = this.streams.get(streamId);
    if (!set) this.streams.set(streamId, (set = new Set()));
    set.add(notify);
    return () => {
      set.delete(notify);
      if (set.size === 0 && this.streams.get(streamId) === set) this.streams.delete(streamId);
    };
  }

  listenAll(notify: Notify): () => void {
    this.everything.add(notify);
    return () => this.everything.delete(notify);
  }

  /**
   * An append by this process is durable: `events` are what the appender gets back;
   * `sharedCopy` makes the copy the stream's subscriptions get (called only if it has any).
   */
  appended(streamId: string, events: readonly RecordedEvent[], sharedCopy: () => RecordedEvent[]): void {
    if (events.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(events);
      } catch (err) {
        // The events are durable whatever a read model makes of them: the append still succeeds.
        console.error('an onAppended listener failed:', err);
      }
    }
    const followed = this.streams.has(streamId);
    if (!followed && this.everything.size === 0) return;
    this.pending.push({ streamId, events: followed ? deepFreeze(sharedCopy()) : undefined });
    this.scheduled ??= setTimeout(() => this.deliver(), 0);
  }

  /** Whether any subscription is open. */
  get listening(): boolean {
    return this.streams.size > 0 || this.everything.size > 0;
  }

  /**
   * Another process appended to these streams (null: to any): their subscriptions, and every
   * subscription to all streams, read from their cursors.
   */
  wake(streamIds: ReadonlySet<string> | null): void {
    if (streamIds === null) for (const set of this.streams.values()) for (const notify of [...set]) notify();
    else
      for (const id of streamIds) {
        const set = this.streams.get(id);
        if (set) for (const notify of [...set]) notify();
      }
    for (const notify of [...this.everything]) notify();
  }

  private deliver(): void {
    this.scheduled = null;
    const batch = this.pending;
    this.pending = [];
    for (const { streamId, events } of batch) {
      const set = this.streams.get(streamId);
      if (set) for (const notify of [...set]) notify(events);
    }
    if (batch.length) for (const notify of [...this.everything]) notify();
  }

  close(): void {
    if (this.scheduled) clearTimeout(this.scheduled);
    this.scheduled = null;
    this.pending = [];
    this.listeners.clear();
    this.streams.clear();
    this.everything.clear();
  }
}
