// In-memory event store (tests and throwaway runs). Appends are pushed to the
// subscriptions of their stream like the SQLite adapter's (local-appends.ts);
// nothing else can write it, so nothing polls.

import { LocalAppends } from './local-appends';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeAllOptions,
  SubscribeStreamOptions,
  Subscription,
} from './port';
import { createPullSubscription } from './pull-subscription';
import { checkExpectedRevision, commandIdsOf, jsonClone, matchesPrefixes } from './shared';

export function createMemoryEventStore(): EventStore {
  /** all[i].position === i + 1 */
  const all: RecordedEvent[] = [];
  const streams = new Map<string, RecordedEvent[]>();
  /** Per stream, the events of each command id (the idempotency check, without scanning the stream). */
  const commands = new Map<string, Map<string, RecordedEvent[]>>();
  const local = new LocalAppends();
  const subscriptions = new Set<Subscription>();
  let closed = false;

  const copy = (e: RecordedEvent): RecordedEvent => jsonClone(e);
  const assertOpen = () => {
    if (closed) throw new Error('memory event store is closed');
  };

  const track = (sub: Subscription): Subscription => {
    subscriptions.add(sub);
    return sub;
  };

  const store: EventStore = {
    name: 'memory',
    capabilities: { gaplessPositions: true, localPush: true },

    async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
      assertOpen();
      const stream = streams.get(streamId) ?? [];
      const actual = stream.length - 1;
      if (events.length > 0) {
        const commandIds = commandIdsOf(events);
        const known = commands.get(streamId);
        const before = known ? commandIds.map((id) => known.get(id)) : [];
        if (known && before.every((r): r is RecordedEvent[] => r !== undefined)) {
          const found = before.flat().sort((a, b) => a.revision - b.revision);
          return {
            nextRevision: actual,
            position: found[found.length - 1].position,
            duplicate: true,
            events: found.map(copy),
          };
        }
      }
      checkExpectedRevision(streamId, options.expectedRevision, actual);
      const recorded: RecordedEvent[] = events.map((e, i) => ({
        id: e.id,
        type: e.type,
        data: jsonClone(e.data),
        metadata: jsonClone(e.metadata),
        streamId,
        revision: actual + 1 + i,
        position: all.length + 1 + i,
      }));
      const result: AppendResult = {
        nextRevision: actual + recorded.length,
        position: recorded.length > 0 ? recorded[recorded.length - 1].position : (stream[stream.length - 1]?.position ?? 0),
        duplicate: false,
        events: recorded.map(copy),
      };
      if (recorded.length > 0) {
        all.push(...recorded);
        stream.push(...recorded);
        streams.set(streamId, stream);
        let known = commands.get(streamId);
        if (!known) commands.set(streamId, (known = new Map()));
        for (const e of recorded) known.set(e.metadata.commandId, [...(known.get(e.metadata.commandId) ?? []), e]);
        local.appended(streamId, result.events, () => recorded.map(copy));
      }
      return result;
    },

    async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
      assertOpen();
      const stream = streams.get(streamId) ?? [];
      const from = Math.max(0, options.fromRevision ?? 0);
      const to = options.toRevision ?? Number.MAX_SAFE_INTEGER;
      let out = stream.slice(from).filter((e) => e.revision <= to);
      if (options.limit !== undefined) out = out.slice(0, Math.max(0, options.limit));
      return out.map(copy);
    },

    async streamRevision(streamId: string): Promise<number> {
      assertOpen();
      return (streams.get(streamId)?.length ?? 0) - 1;
    },

    async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
      assertOpen();
      const after = Math.max(0, options.after ?? 0);
      const end = options.limit !== undefined ? after + Math.max(0, options.limit) : undefined;
      return all.slice(after, end).map(copy);
    },

    subscribeToAll(options: SubscribeAllOptions = {}): Subscription {
      assertOpen();
      const prefixes = options.streamPrefixes;
      const sub = createPullSubscription({
        initialCursor: Math.max(0, options.after ?? 0),
        cursorOf: (e) => e.position,
        fetchAfter: (cursor, limit) => {
          const events: RecordedEvent[] = [];
          const end = Math.min(all.length, cursor + limit * 4);
          for (let i = cursor; i < end; i++) {
            if (matchesPrefixes(all[i].streamId, prefixes)) events.push(copy(all[i]));
          }
          return { events, scannedTo: Math.max(cursor, end) };
        },
        listen: (notify) => local.listenAll(notify),
        onClose: () => subscriptions.delete(sub),
      });
      return track(sub);
    },

    subscribeToStream(streamId: string, options: SubscribeStreamOptions = {}): Subscription {
      assertOpen();
      const sub = createPullSubscription({
        initialCursor: Math.max(0, options.fromRevision ?? 0) - 1,
        cursorOf: (e) => e.revision,
        gapless: true,
        fetchAfter: (cursor, limit) => ({
          events: (streams.get(streamId) ?? []).slice(cursor + 1, cursor + 1 + limit).map(copy),
        }),
        listen: (notify) => local.listenStream(streamId, notify),
        onClose: () => subscriptions.delete(sub),
      });
      return track(sub);
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.close()));
      local.close();
    },

    onAppended(listener) {
      return local.onAppended(listener);
    },

    // Projections keep no checkpoint here: the store itself lives only as long as the process.
    checkpoints: null,
  };
  return store;
}
