// Shared live feeds (src/app/live-feeds.ts, board-feeds.ts): every follower of a
// game in this process shares one store subscription and one board per command,
// and each follower still gets, from its own cursor, every event once and in order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boardView } from '../../projections/board';
import { LiveFeeds, type Follower } from '../../src/app/live-feeds';
import type { EventStore, RecordedEvent } from '../../src/store/port';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { makeEvents, take, uniqueStream } from '../store/contract';
import { inProcessGame, seatedGame } from '../support/in-process';

const dir = mkdtempSync(join(tmpdir(), 'pacific-feeds-'));
let fileNo = 0;
const freshPath = () => join(dir, `feeds-${++fileNo}.db`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A store that counts what is asked of it. */
function counting(store: EventStore) {
  const calls = { readStream: 0, eventsRead: 0, subscribeToStream: 0 };
  const wrapped: EventStore = Object.create(store);
  wrapped.readStream = async (...args) => {
    const events = await store.readStream(...args);
    calls.readStream++;
    calls.eventsRead += events.length;
    return events;
  };
  wrapped.subscribeToStream = (...args) => {
    calls.subscribeToStream++;
    return store.subscribeToStream(...args);
  };
  return { store: wrapped, calls };
}

const open: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((x) => x.close()));
});

function sqlite(path = freshPath(), pollIntervalMs = 0) {
  const store = createSqliteEventStore({ path, pollIntervalMs });
  open.push(store);
  return store;
}

async function append(store: EventStore, stream: string, count: number): Promise<RecordedEvent[]> {
  const revision = await store.streamRevision(stream);
  return (await store.append(stream, makeEvents(count), { expectedRevision: revision < 0 ? 'no_stream' : revision })).events;
}

const revisions = (events: RecordedEvent[]) => events.map((e) => e.revision);

describe('live feeds', () => {
  it('many followers of a stream share one store subscription; live events are read once, one object for all', async () => {
    const { store, calls } = counting(sqlite());
    const feeds = new LiveFeeds(store);
    const s = uniqueStream('game');
    const stored = await append(store, s, 3);
    const followers: Follower[] = Array.from({ length: 50 }, () => feeds.follow(s, { fromRevision: 3 }));
    open.push(...followers);
    const pending = followers.map((f) => take(f, 5));
    await new Promise((r) => setTimeout(r, 20));
    const readsBefore = calls.eventsRead;
    const live = [...(await append(store, s, 2)), ...(await append(store, s, 3))];
    const got = await Promise.all(pending);
    expect(calls.subscribeToStream).toBe(1);
    expect(feeds.openFeeds).toBe(1);
    for (const events of got) expect(events).toEqual(live);
    for (const events of got) events.forEach((e, i) => expect(e).toBe(got[0][i]));
    expect(calls.eventsRead - readsBefore).toBe(0); // handed over by the store as it appended them
    expect(stored).toHaveLength(3);
  });

  it('each follower starts at its own cursor: stored events first, then live ones, none missed or repeated', async () => {
    const { store } = counting(sqlite());
    const feeds = new LiveFeeds(store, { pageSize: 4 });
    const s = uniqueStream('game');
    await append(store, s, 10);
    const first = feeds.follow(s, { fromRevision: 'live' });
    open.push(first);
    const firstPending = take(first, 30);
    // Followers join while appends go on, each from another cursor.
    const writing = (async () => {
      for (let i = 0; i < 10; i++) await append(store, s, 3);
    })();
    const others: Promise<RecordedEvent[]>[] = [];
    for (let from = 0; from < 40; from += 7) {
      const f = feeds.follow(s, { fromRevision: from });
      open.push(f);
      others.push(take(f, 40 - from));
      await new Promise((r) => setImmediate(r));
    }
    await writing;
    expect(revisions(await firstPending)).toEqual(Array.from({ length: 30 }, (_, i) => 10 + i));
    const got = await Promise.all(others);
    got.forEach((events, k) => expect(revisions(events)).toEqual(Array.from({ length: 40 - 7 * k }, (_, i) => 7 * k + i)));
  });

  it('next() called again before the last call is answered: every revision once, in order, whether at hand or awaited', async () => {
    const store = sqlite();
    const feeds = new LiveFeeds(store, { pageSize: 3 });
    const s = uniqueStream('game');
    await append(store, s, 5);
    const f = feeds.follow(s, { fromRevision: 0 });
    open.push(f);
    // Stored events are read a page at a time; later calls, made at once, queue behind the read,
    // and the calls after a settled one find the event at hand (the live buffer).
    const early = await Promise.all(Array.from({ length: 4 }, () => f.next()));
    const waiting = Array.from({ length: 4 }, () => f.next());
    await append(store, s, 6);
    const late = await Promise.all(waiting);
    const atHand: number[] = [];
    for (let i = 0; i < 3; i++) atHand.push((await f.next()).value.revision);
    // One call waits for an event not yet appended, the next one queues behind it.
    const mixed = Promise.all([f.next(), f.next()]);
    await append(store, s, 2);
    expect(revisions([...early, ...late].map((r) => r.value))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(atHand).toEqual([8, 9, 10]);
    expect(revisions((await mixed).map((r) => r.value))).toEqual([11, 12]);
  });

  it('closes the store subscription when the last follower leaves, and opens a new one for the next', async () => {
    const { store, calls } = counting(sqlite());
    const feeds = new LiveFeeds(store);
    const s = uniqueStream('game');
    await append(store, s, 1);
    const a = feeds.follow(s, { fromRevision: 0 });
    const b = feeds.follow(s, { fromRevision: 0 });
    await take(a, 1);
    await take(b, 1);
    await a.close();
    expect(feeds.openFeeds).toBe(1);
    await b.return();
    expect(feeds.openFeeds).toBe(0);
    const c = feeds.follow(s, { fromRevision: 0 });
    open.push(c);
    const pending = take(c, 2);
    await append(store, s, 1);
    expect(revisions(await pending)).toEqual([0, 1]);
    expect(calls.subscribeToStream).toBe(2);
  });

  it("picks up another store object's appends on the same SQLite file by polling", async () => {
    const path = freshPath();
    const writer = sqlite(path);
    const reader = sqlite(path, 20);
    const feeds = new LiveFeeds(reader);
    const s = uniqueStream('game');
    await append(writer, s, 2);
    const f = feeds.follow(s, { fromRevision: 0 });
    open.push(f);
    expect(revisions(await take(f, 2))).toEqual([0, 1]);
    const pending = take(f, 3);
    await new Promise((r) => setTimeout(r, 50));
    await append(writer, s, 3);
    expect(revisions(await pending)).toEqual([2, 3, 4]);
  });
});

describe('board feeds', () => {
  it('compute one board per command for all followers, each equal to the board after that command', async () => {
    const game = inProcessGame('00000000-0000-4000-8000-0000000b0a4d');
    const { services, gameId } = game;
    const { tokens } = await seatedGame(game);
    const boards = services.boards;
    const now = (await services.states.current(gameId))!.revision + 1;
    const followers = Array.from({ length: 25 }, () => boards.follow(gameId));
    open.push(...followers);
    const pending = followers.map((f) => take(f as unknown as AsyncIterator<RecordedEvent>, 4));
    await new Promise((r) => setTimeout(r, 20));
    const before = boards.boardsComputed;
    const ends: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await game.run(tokens.Japan, { type: 'EndPhase' });
      ends.push(r.events[r.events.length - 1].revision + 1);
    }
    const got = (await Promise.all(pending)) as unknown as ReturnType<typeof boardView>[][];
    expect(boards.boardsComputed - before).toBe(3); // not 3 per follower
    for (const list of got) {
      expect(list.map((b) => b.eventNumber)).toEqual([now, ...ends]);
      list.forEach((b, i) => expect(b).toBe(got[0][i]));
    }
    for (const [i, n] of ends.entries()) expect(got[0][i + 1]).toEqual(boardView((await services.states.at(gameId, n))!));
  });

  it('a follower gets the board as it is when it joins, then one per later command, never one from inside a command', async () => {
    const game = inProcessGame('00000000-0000-4000-8000-0000000b0a4e');
    const { services, gameId } = game;
    const { tokens } = await seatedGame(game);
    const f = services.boards.follow(gameId);
    open.push(f);
    const now = (await services.states.current(gameId))!.revision + 1;
    const first = await f.next();
    expect(first.value.eventNumber).toBe(now);
    // Ending Collect Income appends several events in one command: one board, after the last.
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await game.endTurn(tokens)).events.at(-1)!.revision + 1;
    const seen: number[] = [];
    while (!seen.includes(last)) seen.push((await f.next()).value.eventNumber);
    const ends = (await services.states.current(gameId))!.commandEnds.filter((n) => n > now);
    expect(seen).toEqual(ends);
  });
});
