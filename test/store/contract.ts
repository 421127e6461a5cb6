// The event store contract: every adapter runs this same suite.
//
// Each test gets a fresh store from `make()` and closes it afterwards. Stream
// ids carry a random suffix so the suite also runs against a shared KurrentDB
// server; tests that look at the global order only consider their own streams,
// except where `capabilities.gaplessPositions` promises a fresh, private log.

import { randomUUID } from 'node:crypto';
import { deterministicEventId } from '../../src/store/event-id';
import { EventStore, FoldedEvent, NewEvent, RecordedEvent, Subscription, WrongExpectedRevisionError } from '../../src/store/port';

let counter = 0;

/** A unique stream id (prefix + random suffix). */
export function uniqueStream(prefix = 'test'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}-${++counter}`;
}

/** `count` events of one command (ids derived from the command id). */
export function makeEvents(
  count: number,
  opts: { commandId?: string; type?: string; data?: (i: number) => unknown; actor?: string } = {},
): NewEvent[] {
  const commandId = opts.commandId ?? randomUUID();
  return Array.from({ length: count }, (_, i) => ({
    id: deterministicEventId(commandId, i),
    type: opts.type ?? 'TestHappened',
    data: opts.data ? opts.data(i) : { i, note: `event ${i} of ${commandId}` },
    metadata: {
      commandId,
      actor: opts.actor ?? 'japan',
      causationId: commandId,
      schemaVersion: 1,
      time: new Date(Date.UTC(2024, 0, 1, 12, 0, i)).toISOString(),
      prevHash: '',
      hash: `hash-${commandId}-${i}`,
    },
  }));
}

/**
 * Takes the next `n` accepted events from a subscription's iterator, failing
 * after `timeoutMs`. Events rejected by `accept` (other tests' streams on a
 * shared server) are skipped.
 */
export async function take(
  it: AsyncIterator<RecordedEvent>,
  n: number,
  accept: (e: RecordedEvent) => boolean = () => true,
  timeoutMs = 5000,
): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms with ${out.length}/${n} events`)), timeoutMs);
  });
  try {
    while (out.length < n) {
      const r = await Promise.race([it.next(), timeout]);
      if (r.done) throw new Error(`subscription ended after ${out.length}/${n} events`);
      if (accept(r.value)) out.push(r.value);
    }
    return out;
  } finally {
    clearTimeout(timer);
  }
}

/** Lets a subscription reach its idle wait, so what follows is delivered live. */
export const settle = (ms = 30) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function expectWrongRevision(
  p: Promise<unknown>,
  streamId: string,
  expected: WrongExpectedRevisionError['expected'],
  actual: number,
): Promise<void> {
  let error: unknown;
  try {
    await p;
  } catch (err) {
    error = err;
  }
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  const e = error as WrongExpectedRevisionError;
  expect(e.code).toBe('WRONG_EXPECTED_REVISION');
  expect(e.streamId).toBe(streamId);
  expect(e.expected).toBe(expected);
  expect(e.actual).toBe(actual);
}

const sameEvent = (e: RecordedEvent | NewEvent) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata });

function expectStrictlyIncreasing(values: number[]): void {
  for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]);
}

/** What an adapter promises beyond the common contract (EventStore.capabilities). */
export interface ContractFeatures {
  /** Appends made through the store object are handed to its subscriptions by itself (memory, SQLite). */
  localPush: boolean;
  /** The store keeps projections' checkpoints (SQLite). */
  checkpoints: boolean;
  /** Events carry cursors that reads of all streams resume from (`capabilities.cursors`: KurrentDB). */
  cursors?: boolean;
}

export function eventStoreContract(name: string, make: () => Promise<EventStore> | EventStore, features: ContractFeatures): void {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    const subs: Subscription[] = [];
    const subscribe = (s: Subscription) => {
      subs.push(s);
      return s;
    };

    beforeEach(async () => {
      store = await make();
    });

    /**
     * Where a read of all streams starts so that what is appended next comes first. A gapless store
     * reads from any number (the tests use `first position - 1`: null here); elsewhere a position
     * must be an event's (KurrentDB refuses a read from inside a record), so a marker event's.
     */
    const mark = async (): Promise<{ after: number; afterCursor?: string } | null> => {
      if (store.capabilities.gaplessPositions) return null;
      const m = (await store.append(uniqueStream('marker'), makeEvents(1), { expectedRevision: 'no_stream' })).events[0];
      return { after: m.position, ...(m.cursor !== undefined ? { afterCursor: m.cursor } : {}) };
    };

    afterEach(async () => {
      await Promise.all(subs.splice(0).map((s) => s.close()));
      await store.close();
    });

    describe('append and revisions', () => {
      it("appends to a new stream with 'no_stream'", async () => {
        const s = uniqueStream();
        const events = makeEvents(1);
        const r = await store.append(s, events, { expectedRevision: 'no_stream' });
        expect(r.duplicate).toBe(false);
        expect(r.nextRevision).toBe(0);
        expect(r.events).toHaveLength(1);
        expect(r.events[0]).toMatchObject({ streamId: s, revision: 0, id: events[0].id, type: events[0].type });
        expect(r.position).toBe(r.events[0].position);
        expect(await store.streamRevision(s)).toBe(0);
        expect(await store.readStream(s)).toEqual(r.events);
      });

      it("refuses 'no_stream' on an existing stream with the actual revision", async () => {
        const s = uniqueStream();
        await store.append(s, makeEvents(2), { expectedRevision: 'no_stream' });
        await expectWrongRevision(store.append(s, makeEvents(1), { expectedRevision: 'no_stream' }), s, 'no_stream', 1);
        expect(await store.streamRevision(s)).toBe(1);
      });

      it('checks a numeric expected revision (match and mismatch)', async () => {
        const s = uniqueStream();
        await store.append(s, makeEvents(2), { expectedRevision: 'no_stream' });
        const ok = await store.append(s, makeEvents(1), { expectedRevision: 1 });
        expect(ok.nextRevision).toBe(2);
        expect(ok.events[0].revision).toBe(2);
        await expectWrongRevision(store.append(s, makeEvents(1), { expectedRevision: 1 }), s, 1, 2);
        await expectWrongRevision(store.append(s, makeEvents(1), { expectedRevision: 5 }), s, 5, 2);
        const missing = uniqueStream();
        await expectWrongRevision(store.append(missing, makeEvents(1), { expectedRevision: 0 }), missing, 0, -1);
        expect(await store.streamRevision(s)).toBe(2);
      });

      it("'stream_exists' refuses a missing stream and accepts an existing one", async () => {
        const s = uniqueStream();
        await expectWrongRevision(store.append(s, makeEvents(1), { expectedRevision: 'stream_exists' }), s, 'stream_exists', -1);
        expect(await store.streamRevision(s)).toBe(-1);
        await store.append(s, makeEvents(1), { expectedRevision: 'no_stream' });
        const r = await store.append(s, makeEvents(1), { expectedRevision: 'stream_exists' });
        expect(r.nextRevision).toBe(1);
      });

      it("'any' appends to missing and existing streams", async () => {
        const s = uniqueStream();
        expect((await store.append(s, makeEvents(2), { expectedRevision: 'any' })).nextRevision).toBe(1);
        expect((await store.append(s, makeEvents(1), { expectedRevision: 'any' })).nextRevision).toBe(2);
        expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0, 1, 2]);
      });

      it('a failing multi-event append writes none of its events', async () => {
        const s = uniqueStream();
        await store.append(s, makeEvents(2), { expectedRevision: 'no_stream' });
        const before = await store.readStream(s);
        await expectWrongRevision(store.append(s, makeEvents(3), { expectedRevision: 0 }), s, 0, 1);
        expect(await store.readStream(s)).toEqual(before);
        expect(await store.streamRevision(s)).toBe(1);
      });

      it('numbers events 0..n in each stream', async () => {
        const a = uniqueStream();
        const b = uniqueStream();
        await store.append(a, makeEvents(1), { expectedRevision: 'no_stream' });
        await store.append(b, makeEvents(2), { expectedRevision: 'no_stream' });
        await store.append(a, makeEvents(2), { expectedRevision: 0 });
        const r = await store.append(a, makeEvents(3), { expectedRevision: 2 });
        expect(r.nextRevision).toBe(5);
        expect(r.events.map((e) => e.revision)).toEqual([3, 4, 5]);
        const streamA = await store.readStream(a);
        expect(streamA.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5]);
        expect(streamA.every((e) => e.streamId === a)).toBe(true);
        expect((await store.readStream(b)).map((e) => e.revision)).toEqual([0, 1]);
        expect(await store.streamRevision(a)).toBe(5);
        expect(await store.streamRevision(b)).toBe(1);
        expect(await store.streamRevision(uniqueStream())).toBe(-1);
      });

      it('assigns strictly increasing global positions across streams (gapless where promised)', async () => {
        const a = uniqueStream();
        const b = uniqueStream();
        const from = await mark();
        const results = [];
        results.push(await store.append(a, makeEvents(2), { expectedRevision: 'no_stream' }));
        results.push(await store.append(b, makeEvents(1), { expectedRevision: 'no_stream' }));
        // A failed append must not consume positions.
        await expect(store.append(b, makeEvents(2), { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        results.push(await store.append(a, makeEvents(3), { expectedRevision: 1 }));
        results.push(await store.append(b, makeEvents(1), { expectedRevision: 0 }));
        const positions = results.flatMap((r) => r.events.map((e) => e.position));
        expectStrictlyIncreasing(positions);
        for (const r of results) expect(r.position).toBe(r.events[r.events.length - 1].position);

        const ours = (await store.readAll(from ?? { after: positions[0] - 1 })).filter((e) => e.streamId === a || e.streamId === b);
        expect(ours.map((e) => e.position)).toEqual(positions);
        expect(ours.map((e) => `${e.streamId}@${e.revision}`)).toEqual([
          `${a}@0`,
          `${a}@1`,
          `${b}@0`,
          `${a}@2`,
          `${a}@3`,
          `${a}@4`,
          `${b}@1`,
        ]);
        if (store.capabilities.gaplessPositions) {
          // A fresh store: exactly 1, 2, 3, ... with no gap after the failed append.
          expect((await store.readAll()).map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
        }
      });
    });

    describe('reads', () => {
      it('reads stream ranges (fromRevision, toRevision, limit)', async () => {
        const s = uniqueStream();
        await store.append(s, makeEvents(10), { expectedRevision: 'no_stream' });
        const revs = async (o?: Parameters<EventStore['readStream']>[1]) => (await store.readStream(s, o)).map((e) => e.revision);
        expect(await revs()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(await revs({ fromRevision: 7 })).toEqual([7, 8, 9]);
        expect(await revs({ toRevision: 2 })).toEqual([0, 1, 2]);
        expect(await revs({ fromRevision: 3, toRevision: 5 })).toEqual([3, 4, 5]);
        expect(await revs({ limit: 2 })).toEqual([0, 1]);
        expect(await revs({ fromRevision: 4, limit: 3 })).toEqual([4, 5, 6]);
        expect(await revs({ fromRevision: 4, toRevision: 5, limit: 3 })).toEqual([4, 5]);
        expect(await revs({ fromRevision: 8, limit: 5 })).toEqual([8, 9]);
        expect(await revs({ fromRevision: 10 })).toEqual([]);
        expect(await revs({ fromRevision: 5, toRevision: 4 })).toEqual([]);
        expect(await store.readStream(uniqueStream())).toEqual([]);
      });

      /**
       * A stream of five events for the partial reads to match readStream on: two written before events had a schema
       * version (odd payloads), three after, the last at version 2.
       */
      async function mixedVersions(): Promise<string> {
        const s = uniqueStream();
        const legacy = makeEvents(2, { type: 'Old', data: (i) => ({ i, nested: { list: [i, 'x'] } }) });
        for (const e of legacy) delete (e.metadata as Partial<typeof e.metadata>).schemaVersion; // written before it existed
        await store.append(s, legacy, { expectedRevision: 'no_stream' });
        const later = makeEvents(3, { data: (i) => ({ i, text: 'ü "quoted"', n: i / 3 }) });
        later[2].metadata.schemaVersion = 2;
        await store.append(s, later, { expectedRevision: 1 });
        return s;
      }

      // EventStore.readPayloads (optional; SQLite has it): what a replay folds, read without the rest of the metadata.
      it('reads payloads as readStream reads the same events, where the store can', async () => {
        if (!store.readPayloads) return;
        const s = await mixedVersions();
        const asPayloads = (from: number, to: number) =>
          store
            .readStream(s, { fromRevision: from, toRevision: to })
            .then((events) => events.map((e) => ({ type: e.type, data: e.data, version: e.metadata.schemaVersion ?? null })));
        const payloads = (from: number, to: number) =>
          store.readPayloads!(s, from, to).then((read) =>
            read.map((p) => ({ type: p.type, data: p.data, version: p.schemaVersion ?? null })),
          );
        for (const [from, to] of [
          [0, 4],
          [0, 0],
          [1, 3],
          [4, 4],
          [2, 9],
          [5, 9],
          [3, 2],
        ])
          expect([from, to, await payloads(from, to)]).toEqual([from, to, await asPayloads(from, to)]);
        expect((await payloads(0, 4)).map((p) => p.version)).toEqual([null, null, 1, 1, 2]);
        expect(await store.readPayloads(uniqueStream(), 0, 10)).toEqual([]);
      });

      // EventStore.readFolded (optional; SQLite has it): what a game's load folds, read without the rest of the metadata.
      it('reads what a load folds as readStream reads the same events, where the store can', async () => {
        if (!store.readFolded) return;
        const s = await mixedVersions();
        // What a load keeps of an event (a RecordedEvent is a FoldedEvent), so both reads are compared on it.
        const kept = (events: FoldedEvent[]) =>
          events.map((e) => ({
            revision: e.revision,
            type: e.type,
            data: e.data,
            commandId: e.metadata.commandId,
            hash: e.metadata.hash,
            version: e.metadata.schemaVersion ?? null,
          }));
        const asFolded = (from: number, limit: number) => store.readStream(s, { fromRevision: from, limit }).then(kept);
        const folded = (from: number, limit: number) => store.readFolded!(s, from, limit).then(kept);
        for (const [from, limit] of [
          [0, 5],
          [0, 100],
          [0, 1],
          [1, 3],
          [4, 1],
          [4, 10],
          [5, 10],
          [2, 0],
        ])
          expect([from, limit, await folded(from, limit)]).toEqual([from, limit, await asFolded(from, limit)]);
        expect((await folded(0, 5)).map((e) => e.version)).toEqual([null, null, 1, 1, 2]);
        expect(new Set((await folded(0, 5)).map((e) => e.commandId)).size).toBe(2);
        expect(await store.readFolded(uniqueStream(), 0, 10)).toEqual([]);
      });

      it('reads all streams after a position with a limit', async () => {
        const a = uniqueStream();
        const b = uniqueStream();
        const r1 = await store.append(a, makeEvents(3), { expectedRevision: 'no_stream' });
        const r2 = await store.append(b, makeEvents(2), { expectedRevision: 'no_stream' });
        const written = [...r1.events, ...r2.events];
        const p = written.map((e) => e.position);

        const afterSecond = await store.readAll({ after: p[1], limit: 2 });
        expect(afterSecond).toEqual([written[2], written[3]]);
        const afterFirst = await store.readAll({ after: p[0] });
        expect(afterFirst.slice(0, 4)).toEqual(written.slice(1));
        expect(await store.readAll({ after: p[4] })).toEqual([]);
        expect(await store.readAll({ after: p[0] - 1, limit: 0 })).toEqual([]);
        if (store.capabilities.gaplessPositions) {
          expect(await store.readAll()).toEqual(written);
          expect(await store.readAll({ limit: 1 })).toEqual([written[0]]);
        }
      });

      it('round-trips data and metadata deep-equal', async () => {
        const s = uniqueStream();
        const payloads: unknown[] = [
          {
            nested: { deeper: { list: [1, 2.5, -3, 0], flag: true, nothing: null } },
            text: 'Ünïcødé ✓ 日本 "quotes" \\ back\nslash',
            empty: {},
            emptyList: [],
            big: 9007199254740991,
          },
          [{ a: 1 }, 'two', 3, false, null],
          { territory: 'Philippine Islands', units: [{ kind: 'infantry', count: 2 }] },
        ];
        const events = makeEvents(payloads.length, { data: (i) => payloads[i] });
        events[1].metadata = { ...events[1].metadata, actor: 'organizer', schemaVersion: 3, prevHash: 'a'.repeat(64) };
        const from = await mark();
        const r = await store.append(s, events, { expectedRevision: 'no_stream' });
        expect(r.events.map(sameEvent)).toEqual(events.map(sameEvent));
        expect((await store.readStream(s)).map(sameEvent)).toEqual(events.map(sameEvent));
        const fromAll = (await store.readAll(from ?? { after: r.events[0].position - 1 })).filter((e) => e.streamId === s);
        expect(fromAll.map(sameEvent)).toEqual(events.map(sameEvent));
      });
    });

    describe('cursors: reads of all streams resume exactly (where the store has them)', () => {
      if (!features.cursors) {
        it('are not offered by this store', () => {
          expect(store.capabilities.cursors ?? false).toBe(false);
        });
        return;
      }

      /** A marker event, then commands of several events each in two streams, interleaved: what was written, in order. */
      async function writeCommands() {
        const a = uniqueStream('cursor');
        const b = uniqueStream('cursor');
        const marker = (await store.append(uniqueStream('cursor-marker'), makeEvents(1), { expectedRevision: 'no_stream' })).events[0];
        const written: RecordedEvent[] = [];
        written.push(...(await store.append(a, makeEvents(3), { expectedRevision: 'no_stream' })).events);
        written.push(...(await store.append(b, makeEvents(4), { expectedRevision: 'no_stream' })).events);
        written.push(...(await store.append(a, makeEvents(1), { expectedRevision: 2 })).events);
        written.push(...(await store.append(b, makeEvents(5), { expectedRevision: 3 })).events);
        const ours = (e: RecordedEvent) => e.streamId === a || e.streamId === b;
        return { marker, written, ours };
      }

      it('every event carries a distinct cursor, ordered as plain strings as the log is; positions never go back', async () => {
        expect(store.capabilities.cursors).toBe(true);
        const { marker, written } = await writeCommands();
        const cursors = [marker, ...written].map((e) => e.cursor!);
        for (const c of cursors) expect(typeof c).toBe('string');
        for (let i = 1; i < cursors.length; i++) expect(cursors[i] > cursors[i - 1]).toBe(true);
        const positions = written.map((e) => e.position);
        for (let i = 1; i < positions.length; i++) expect(positions[i]).toBeGreaterThanOrEqual(positions[i - 1]);
      });

      it('multi-event appends read back through $all one or two events at a time, from cursors: none missed, none twice', async () => {
        const { marker, written, ours } = await writeCommands();
        for (const limit of [1, 2, 3]) {
          const got: RecordedEvent[] = [];
          let cursor = marker.cursor!;
          // Like a projection: each read resumes after the last event it saw, whatever stream it was in.
          for (let reads = 0; got.length < written.length && reads < 200; reads++) {
            const page = await store.readAll({ afterCursor: cursor, limit });
            if (page.length === 0) break;
            expect(page.length).toBeLessThanOrEqual(limit);
            got.push(...page.filter(ours));
            cursor = page[page.length - 1].cursor!;
          }
          expect(got).toEqual(written);
        }
        // One read of it all, and a read from the middle of a command: the rest of that command first.
        expect((await store.readAll({ afterCursor: marker.cursor! })).filter(ours)).toEqual(written);
        expect((await store.readAll({ afterCursor: written[1].cursor! })).filter(ours)).toEqual(written.slice(2));
      });

      it('subscribeToAll from the cursor of an event inside a command delivers the rest of that command, then the next', async () => {
        const { written, ours } = await writeCommands();
        const it = subscribe(store.subscribeToAll({ afterCursor: written[4].cursor! }))[Symbol.asyncIterator]();
        expect(await take(it, written.length - 5, ours)).toEqual(written.slice(5));
      });
    });

    describe('idempotency', () => {
      it('stores a command once and returns the first events with duplicate:true', async () => {
        const s = uniqueStream();
        const commandId = randomUUID();
        const events = makeEvents(2, { commandId });
        const first = await store.append(s, events, { expectedRevision: 'no_stream' });
        expect(first.duplicate).toBe(false);
        await store.append(s, makeEvents(1), { expectedRevision: 1 });

        // Same command again: its expected revision is now wrong, but it is a retry.
        const retry = makeEvents(2, { commandId });
        const second = await store.append(s, retry, { expectedRevision: 'no_stream' });
        expect(second.duplicate).toBe(true);
        expect(second.events).toEqual(first.events);
        expect(second.position).toBe(first.position);
        expect(second.nextRevision).toBe(2);

        const third = await store.append(s, events, { expectedRevision: 0 });
        expect(third.duplicate).toBe(true);
        expect(third.events).toEqual(first.events);

        expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0, 1, 2]);
      });

      it('a command id seen only in another stream is not a duplicate', async () => {
        const a = uniqueStream();
        const b = uniqueStream();
        const commandId = randomUUID();
        await store.append(a, makeEvents(1, { commandId }), { expectedRevision: 'no_stream' });
        const r = await store.append(b, makeEvents(1, { commandId }), { expectedRevision: 'no_stream' });
        expect(r.duplicate).toBe(false);
        expect(await store.streamRevision(b)).toBe(0);
      });

      it('a new command id still goes through the revision check', async () => {
        const s = uniqueStream();
        await store.append(s, makeEvents(1), { expectedRevision: 'no_stream' });
        await expectWrongRevision(store.append(s, makeEvents(1), { expectedRevision: 'no_stream' }), s, 'no_stream', 0);
      });
    });

    describe('subscriptions', () => {
      it('subscribeToAll catches up from a position, then follows live appends in order, once each', async () => {
        const a = uniqueStream('suball');
        const b = uniqueStream('suball');
        const ours = (e: RecordedEvent) => e.streamId === a || e.streamId === b;
        const w1 = await store.append(a, makeEvents(3), { expectedRevision: 'no_stream' });
        const w2 = await store.append(b, makeEvents(2), { expectedRevision: 'no_stream' });
        const k = w1.events[1].position; // subscribe after the 2nd event

        const it = subscribe(store.subscribeToAll({ after: k }))[Symbol.asyncIterator]();
        const caughtUp = await take(it, 3, ours);
        expect(caughtUp).toEqual([w1.events[2], ...w2.events]);

        // Live: the subscriber is parked waiting; appends from both streams, some batched.
        const pendingLive = take(it, 4, ours);
        await settle();
        const w3 = await store.append(a, makeEvents(2), { expectedRevision: 2 });
        await settle(5);
        const w4 = await store.append(b, makeEvents(1), { expectedRevision: 1 });
        const w5 = await store.append(a, makeEvents(1), { expectedRevision: 4 });
        const live = await pendingLive;
        expect(live).toEqual([...w3.events, ...w4.events, ...w5.events]);

        // No duplicates or stragglers: the next event is the sentinel.
        const sentinel = await store.append(b, makeEvents(1, { type: 'Sentinel' }), { expectedRevision: 2 });
        expect(await take(it, 1, ours)).toEqual(sentinel.events);
        expectStrictlyIncreasing([...caughtUp, ...live].map((e) => e.position));
      });

      it('subscribeToAll sees events appended while it is catching up', async () => {
        const s = uniqueStream('race');
        const ours = (e: RecordedEvent) => e.streamId === s;
        const from = await mark();
        const first = await store.append(s, makeEvents(5), { expectedRevision: 'no_stream' });
        const it = subscribe(store.subscribeToAll(from ?? { after: first.events[0].position - 1 }))[Symbol.asyncIterator]();
        const pending = take(it, 15, ours);
        // Append concurrently with the catch-up.
        let rev = 4;
        for (let i = 0; i < 5; i++) {
          const r = await store.append(s, makeEvents(2), { expectedRevision: rev });
          rev = r.nextRevision;
        }
        const got = await pending;
        expect(got.map((e) => e.revision)).toEqual(Array.from({ length: 15 }, (_, i) => i));
      });

      it('subscribeToAll filters by stream prefixes', async () => {
        const tag = randomUUID().slice(0, 8);
        const game1 = `game-${tag}-1`;
        const game2 = `game-${tag}-2`;
        const other = `lobby-${tag}`;
        const from = await mark();
        const w0 = await store.append(game1, makeEvents(1), { expectedRevision: 'no_stream' });
        await store.append(other, makeEvents(2), { expectedRevision: 'no_stream' });
        await store.append(game2, makeEvents(1), { expectedRevision: 'no_stream' });

        const it = subscribe(store.subscribeToAll({ ...(from ?? { after: w0.events[0].position - 1 }), streamPrefixes: [`game-${tag}-`] }))[
          Symbol.asyncIterator
        ]();
        const caught = await take(it, 2);
        expect(caught.map((e) => e.streamId)).toEqual([game1, game2]);

        const pendingLive = take(it, 1);
        await settle();
        await store.append(other, makeEvents(3), { expectedRevision: 1 });
        const g = await store.append(game1, makeEvents(1), { expectedRevision: 0 });
        expect(await pendingLive).toEqual(g.events);

        // Several prefixes.
        const it2 = subscribe(
          store.subscribeToAll({ ...(from ?? { after: w0.events[0].position - 1 }), streamPrefixes: [`lobby-${tag}`, game2] }),
        )[Symbol.asyncIterator]();
        const both = await take(it2, 6);
        expect(both.map((e) => e.streamId)).toEqual([other, other, game2, other, other, other]);
      });

      it('subscribeToStream starts at fromRevision and follows the stream only', async () => {
        const s = uniqueStream();
        const noise = uniqueStream();
        await store.append(s, makeEvents(5), { expectedRevision: 'no_stream' });
        const it = subscribe(store.subscribeToStream(s, { fromRevision: 2 }))[Symbol.asyncIterator]();
        expect((await take(it, 3)).map((e) => e.revision)).toEqual([2, 3, 4]);
        const pendingLive = take(it, 2);
        await settle();
        await store.append(noise, makeEvents(2), { expectedRevision: 'no_stream' });
        const w = await store.append(s, makeEvents(2), { expectedRevision: 4 });
        expect(await pendingLive).toEqual(w.events);

        // From the start of a stream that does not exist yet.
        const later = uniqueStream();
        const it2 = subscribe(store.subscribeToStream(later))[Symbol.asyncIterator]();
        const pending = take(it2, 2);
        await settle();
        const w2 = await store.append(later, makeEvents(2), { expectedRevision: 'no_stream' });
        expect(await pending).toEqual(w2.events);
      });

      it('close() ends a pending iteration', async () => {
        const sub = subscribe(store.subscribeToStream(uniqueStream()));
        const it = sub[Symbol.asyncIterator]();
        const pending = it.next();
        await new Promise((r) => setTimeout(r, 20));
        await sub.close();
        await expect(pending).resolves.toEqual({ done: true, value: undefined });
        await expect(it.next()).resolves.toMatchObject({ done: true });
        await sub.close(); // safe twice
      });

      it('closing the store ends pending subscriptions', async () => {
        const s = uniqueStream();
        await store.append(s, makeEvents(1), { expectedRevision: 'no_stream' });
        const it = store.subscribeToAll({ streamPrefixes: [s] })[Symbol.asyncIterator]();
        expect(await take(it, 1)).toHaveLength(1);
        const pending = it.next();
        await store.close();
        await expect(pending).resolves.toMatchObject({ done: true });
      });

      it('for-await with break closes the subscription', async () => {
        const s = uniqueStream();
        await store.append(s, makeEvents(3), { expectedRevision: 'no_stream' });
        const sub = subscribe(store.subscribeToStream(s));
        const seen: number[] = [];
        for await (const e of sub) {
          seen.push(e.revision);
          if (seen.length === 2) break;
        }
        expect(seen).toEqual([0, 1]);
        await expect(sub[Symbol.asyncIterator]().next()).resolves.toMatchObject({ done: true });
      });
    });

    describe('appends made together', () => {
      it('concurrent appends to several streams are all written, each stream numbered from 0', async () => {
        const streams = Array.from({ length: 6 }, () => uniqueStream('together'));
        const results = await Promise.all(
          streams.map((s, i) => store.append(s, makeEvents(1 + (i % 3)), { expectedRevision: 'no_stream' })),
        );
        results.forEach((r, i) => {
          expect(r.duplicate).toBe(false);
          expect(r.events.map((e) => e.revision)).toEqual(Array.from({ length: 1 + (i % 3) }, (_, k) => k));
        });
        for (const [i, s] of streams.entries()) expect(await store.readStream(s)).toEqual(results[i].events);
        expectStrictlyIncreasing(results.flatMap((r) => r.events.map((e) => e.position)).sort((a, b) => a - b));
      });

      it('a conflicting append among concurrent ones fails alone; its neighbours are written', async () => {
        const a = uniqueStream();
        const b = uniqueStream();
        const c = uniqueStream();
        await store.append(b, makeEvents(2), { expectedRevision: 'no_stream' });
        const [ra, rb, rc] = await Promise.allSettled([
          store.append(a, makeEvents(1), { expectedRevision: 'no_stream' }),
          store.append(b, makeEvents(3), { expectedRevision: 0 }), // b is at revision 1
          store.append(c, makeEvents(2), { expectedRevision: 'no_stream' }),
        ]);
        expect(ra.status).toBe('fulfilled');
        expect(rc.status).toBe('fulfilled');
        expect(rb.status).toBe('rejected');
        expect((rb as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect((rb as PromiseRejectedResult).reason.actual).toBe(1);
        expect(await store.streamRevision(a)).toBe(0);
        expect(await store.streamRevision(b)).toBe(1);
        expect(await store.streamRevision(c)).toBe(1);
      });
    });

    describe('onAppended', () => {
      it('tells of every append that wrote events, with what the appender gets, before its promise resolves', async () => {
        const s = uniqueStream();
        const seen: { events: RecordedEvent[]; settled: boolean }[] = [];
        let settled = false;
        const off = store.onAppended((events) => seen.push({ events: [...events], settled }));
        const events = makeEvents(2);
        const written = await store.append(s, events, { expectedRevision: 'no_stream' }).then((r) => {
          settled = true;
          return r;
        });
        settled = false;
        expect(seen).toEqual([{ events: written.events, settled: false }]);

        // Not for a duplicate, a refused append or an empty one.
        await store.append(s, events, { expectedRevision: 'no_stream' });
        await expect(store.append(s, makeEvents(1), { expectedRevision: 0 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await store.append(s, [], { expectedRevision: 1 });
        expect(seen).toHaveLength(1);

        off();
        await store.append(s, makeEvents(1), { expectedRevision: 1 });
        expect(seen).toHaveLength(1);
      });
    });

    describe('live subscribers of one stream', () => {
      it('each of many subscribers gets every event once, in order: the stored ones, then the live ones', async () => {
        const s = uniqueStream();
        const noise = uniqueStream();
        const stored = await store.append(s, makeEvents(3), { expectedRevision: 'no_stream' });
        const iterators = Array.from({ length: 20 }, (_, i) =>
          subscribe(store.subscribeToStream(s, { fromRevision: i % 4 }))[Symbol.asyncIterator](),
        );
        const pending = iterators.map((it, i) => take(it, 3 - (i % 4) + 5));
        await settle();
        await store.append(noise, makeEvents(2), { expectedRevision: 'no_stream' });
        const w1 = await store.append(s, makeEvents(2), { expectedRevision: 2 });
        const w2 = await store.append(s, makeEvents(3), { expectedRevision: 4 });
        const got = await Promise.all(pending);
        got.forEach((events, i) => expect(events).toEqual([...stored.events.slice(i % 4), ...w1.events, ...w2.events]));
      });

      it('a subscriber that starts while appends are under way misses nothing and repeats nothing', async () => {
        const s = uniqueStream();
        await store.append(s, makeEvents(4), { expectedRevision: 'no_stream' });
        const writes: Promise<unknown>[] = [];
        let rev = 3;
        const writeMore = async () => {
          for (let i = 0; i < 6; i++) {
            const r = await store.append(s, makeEvents(2), { expectedRevision: rev });
            rev = r.nextRevision;
          }
        };
        writes.push(writeMore());
        const it = subscribe(store.subscribeToStream(s, { fromRevision: 1 }))[Symbol.asyncIterator]();
        const got = await take(it, 15);
        await Promise.all(writes);
        expect(got.map((e) => e.revision)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
      });

      it('says whether it pushes local appends itself', () => {
        expect(store.capabilities.localPush).toBe(features.localPush);
      });

      // Without local push (KurrentDB) the server delivers, with no promise about when or in what objects.
      if (features.localPush)
        it('gets an append only after its appender has its answer, one frozen copy shared by all subscribers', async () => {
          const s = uniqueStream();
          await store.append(s, makeEvents(1), { expectedRevision: 'no_stream' });
          const order: string[] = [];
          const iterators = [0, 1, 2].map(() => subscribe(store.subscribeToStream(s, { fromRevision: 1 }))[Symbol.asyncIterator]());
          const pending = iterators.map((it, i) =>
            take(it, 2).then((events) => {
              order.push(`subscriber ${i}`);
              return events;
            }),
          );
          await settle();
          const written = await store.append(s, makeEvents(2), { expectedRevision: 0 });
          order.push('appender');
          const got = await Promise.all(pending);
          expect(order[0]).toBe('appender');
          for (const events of got) expect(events).toEqual(written.events);
          // The same objects for every subscriber: read (or parsed) once, frozen so no subscriber can change another's.
          expect(got[1][0]).toBe(got[0][0]);
          expect(got[2][1]).toBe(got[0][1]);
          expect(Object.isFrozen(got[0][0].data)).toBe(true);
          expect(got[0][0]).not.toBe(written.events[0]);
        });
    });

    describe('projection checkpoints', () => {
      if (features.checkpoints)
        it('save a position with rows, upserting, and load them back as saved; names are separate', async () => {
          const cp = store.checkpoints!;
          const name = `test-${randomUUID()}`;
          expect(await cp.load(name)).toBeNull();
          await cp.save(name, 7, [
            ['a', { n: 1, list: ['x'] }],
            ['b', { n: 2 }],
          ]);
          await cp.save(name, 12, [['b', { n: 3 }]]);
          await cp.save(`${name}-other`, 99, [['a', null]]);
          const loaded = await cp.load(name);
          expect(loaded!.position).toBe(12);
          expect([...loaded!.rows]).toEqual([
            ['a', { n: 1, list: ['x'] }],
            ['b', { n: 3 }],
          ]);
        });
      else
        it('are not kept by this store', () => {
          expect(store.checkpoints).toBeNull();
        });
    });

    describe('concurrency', () => {
      it('of concurrent appends with the same expected revision exactly one wins', async () => {
        const s = uniqueStream();
        await store.append(s, makeEvents(1), { expectedRevision: 'no_stream' });
        const attempts = await Promise.allSettled(Array.from({ length: 5 }, () => store.append(s, makeEvents(2), { expectedRevision: 0 })));
        const won = attempts.filter((a) => a.status === 'fulfilled');
        const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(4);
        for (const l of lost) {
          expect(l.reason).toBeInstanceOf(WrongExpectedRevisionError);
          expect((l.reason as WrongExpectedRevisionError).actual).toBe(2);
        }
        expect(await store.streamRevision(s)).toBe(2);
      });

      it("of concurrent 'no_stream' appends exactly one wins", async () => {
        const s = uniqueStream();
        const attempts = await Promise.allSettled(
          Array.from({ length: 4 }, () => store.append(s, makeEvents(1), { expectedRevision: 'no_stream' })),
        );
        expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
        expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0]);
      });
    });
  });
}
