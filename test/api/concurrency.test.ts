// Commands racing on one game. Within one server they are serialised per game;
// across servers (two CommandService instances on one SQLite file) the
// optimistic revision check makes the loser decide again on the new state, or
// refuses it with CONCURRENCY_CONFLICT. Never both on a stale state, never a
// duplicate revision, never PUs below zero.
import type { UnitType } from '../../src/rules/index';
import { join } from 'node:path';
import { GameStates } from '../../projections/game-states';
import { boardView } from '../../projections/board';
import { CommandService, type CommandOutcome, type CommandRequest } from '../../src/app/commands';
import { verifyChain } from '../../src/app/event-chain';
import { WrongExpectedRevisionError, type EventStore, type RecordedEvent } from '../../src/store/port';
import { createSqliteEventStore } from '../../src/store/sqlite';
import {
  allEvents,
  board,
  newGame,
  newId,
  purchase,
  pusOf,
  SEATS,
  POWER_ID,
  startTestServer,
  tempDir,
  TEST_SECRET,
  type Game,
  type GameEventRow,
  type TestServer,
} from './helpers';

/** Checks what the log says about the purchases: each decided on the state the previous one left. */
function expectPurchasesChained(
  log: { number: number; type: string; data: any; metadata: { prevHash: string; hash: string } }[],
  startPUs: number,
) {
  expect(log.map((e) => e.number)).toEqual(log.map((_, i) => i + 1)); // no gap, no duplicate number
  for (let i = 1; i < log.length; i++) expect(log[i].metadata.prevHash).toBe(log[i - 1].metadata.hash);
  let pus = startPUs;
  for (const e of log.filter((x) => x.type === 'UnitsPurchased')) {
    expect(e.data.total).toBeGreaterThan(0);
    expect(e.data.pusLeft).toBe(pus - e.data.total); // decided on the PUs the previous purchase left
    expect(e.data.pusLeft).toBeGreaterThanOrEqual(0);
    pus = e.data.pusLeft;
  }
  return pus;
}

describe('one server: two purchases sent at the same time for the same seat', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  test('both affordable together: both applied, one after the other, PUs = start - both costs', async () => {
    const g = await newGame(t.data);
    const [a, b] = await Promise.all([
      purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 2 }]), // 6
      purchase(t.data, g, 'JAPAN', [{ unitType: 'BATTLESHIP', count: 1 }]), // 20
    ]);
    expect([a.__typename, b.__typename]).toEqual(['CommandAccepted', 'CommandAccepted']);
    const numbers = [a.events![0].number, b.events![0].number].sort((x, y) => x - y);
    expect(numbers[1]).toBe(numbers[0] + 1); // consecutive revisions
    expect(pusOf(await board(t.data, g.gameId), 'JAPAN')).toBe(26 - 6 - 20);
    expect(expectPurchasesChained(await allEvents(t.data, g.gameId), 26)).toBe(0);
  });

  test('too much together: one applied, the other refused with INSUFFICIENT_PUS on the new state', async () => {
    const g = await newGame(t.data);
    const rs = await Promise.all([
      purchase(t.data, g, 'JAPAN', [{ unitType: 'BATTLESHIP', count: 1 }]), // 20
      purchase(t.data, g, 'JAPAN', [{ unitType: 'CARRIER', count: 1 }]), // 16
    ]);
    expect(rs.map((r) => r.__typename).sort()).toEqual(['CommandAccepted', 'RuleViolation']);
    const refused = rs.find((r) => r.__typename === 'RuleViolation')!;
    expect(refused.code).toBe('INSUFFICIENT_PUS');
    const log = await allEvents(t.data, g.gameId);
    expect(log.filter((e) => e.type === 'UnitsPurchased')).toHaveLength(1);
    const left = expectPurchasesChained(log, 26);
    expect(pusOf(await board(t.data, g.gameId), 'JAPAN')).toBe(left);
    expect([26 - 20, 26 - 16]).toContain(left);
  });

  test('ten at once, 3 PUs each, against 26 PUs: exactly 8 applied, 2 refused, PUs 2', async () => {
    const g = await newGame(t.data);
    const rs = await Promise.all(Array.from({ length: 10 }, () => purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }])));
    expect(rs.filter((r) => r.__typename === 'CommandAccepted')).toHaveLength(8);
    expect(rs.filter((r) => r.code === 'INSUFFICIENT_PUS')).toHaveLength(2);
    expect(expectPurchasesChained(await allEvents(t.data, g.gameId), 26)).toBe(2);
  });
});

// ---------------------------------------------------------------------------
// Two "servers": two CommandService instances, each with its own SQLite
// connection and its own cached game states, on the same file.

/** A store whose appends wait for `gate` and that counts lost revision checks. */
function gated(store: EventStore) {
  let open: () => void = () => undefined;
  let gate: Promise<void> | null = null;
  const waiting: (() => void)[] = [];
  const stats = { appends: 0, conflicts: 0 };
  const wrapper: EventStore = Object.create(store);
  wrapper.append = async (stream, events, options) => {
    if (gate) {
      const g = gate;
      for (const w of waiting.splice(0)) w();
      await g;
    }
    stats.appends++;
    try {
      return await store.append(stream, events, options);
    } catch (err) {
      if (err instanceof WrongExpectedRevisionError) stats.conflicts++;
      throw err;
    }
  };
  return {
    store: wrapper,
    stats,
    /** From now on appends wait until `release()`. */
    close() {
      gate = new Promise<void>((r) => (open = r));
    },
    release() {
      gate = null;
      open();
    },
    /** Resolves once an append is waiting at the gate. */
    arrived() {
      return new Promise<void>((r) => waiting.push(r));
    },
  };
}

interface Server {
  store: EventStore;
  states: GameStates;
  commands: CommandService;
  gate: ReturnType<typeof gated>;
  raw: EventStore;
}

function server(dbPath: string, maxAttempts?: number): Server {
  const raw = createSqliteEventStore({ path: dbPath, pollIntervalMs: 50 });
  const gate = gated(raw);
  const states = new GameStates(gate.store);
  const commands = new CommandService({ store: gate.store, states, tokenSecret: TEST_SECRET, maxAttempts });
  return { store: gate.store, states, commands, gate, raw };
}

async function createDirect(s: Server): Promise<{ gameId: string; tokens: Record<string, string> }> {
  const gameId = newId();
  const created = await s.commands.handle({
    gameId,
    commandId: newId(),
    token: null,
    command: { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'race' },
  });
  expect(created.ok).toBe(true);
  const tokens: Record<string, string> = {};
  for (const power of SEATS) {
    const r = await s.commands.handle({ gameId, commandId: newId(), token: null, command: { type: 'TakeSeat', power: POWER_ID[power] } });
    if (!r.ok) throw new Error(JSON.stringify(r.violation));
    tokens[power] = r.token!;
  }
  return { gameId, tokens };
}

const buy = (gameId: string, token: string, type: UnitType, count = 1, commandId = newId()): CommandRequest => ({
  gameId,
  commandId,
  token,
  command: { type: 'PurchaseUnits', units: [{ type, count }] },
});

const accepted = (o: CommandOutcome) => (o.ok ? o : null);

async function logOf(s: Server, gameId: string): Promise<RecordedEvent[]> {
  return s.raw.readStream(`game-${gameId}`);
}

function asRows(events: RecordedEvent[]) {
  return events.map((e) => ({ number: e.revision + 1, type: e.type, data: e.data as any, metadata: e.metadata }));
}

describe('two CommandService instances ("servers") on one SQLite file', () => {
  let tmp: ReturnType<typeof tempDir>;
  let dbPath: string;
  const opened: Server[] = [];
  const open = (maxAttempts?: number) => {
    const s = server(dbPath, maxAttempts);
    opened.push(s);
    return s;
  };

  beforeAll(() => {
    tmp = tempDir();
    dbPath = join(tmp.dir, 'pacific.db');
  });
  afterAll(async () => {
    for (const s of opened) await s.raw.close();
    tmp.remove();
  });

  /** Both servers decide on the same state before either appends. */
  async function race(a: Server, b: Server, ra: CommandRequest, rb: CommandRequest) {
    a.gate.close();
    b.gate.close();
    const arrivedA = a.gate.arrived();
    const arrivedB = b.gate.arrived();
    const pa = a.commands.handle(ra);
    const pb = b.commands.handle(rb);
    await Promise.all([arrivedA, arrivedB]); // both decided, both waiting to append
    a.gate.release(); // A appends first and wins
    const oa = await pa;
    b.gate.release(); // B's append finds the stream moved on
    const ob = await pb;
    return [oa, ob] as const;
  }

  test('the loser of the revision check decides again on the new state: both applied, consecutive, PUs charged for both', async () => {
    const a = open();
    const b = open();
    const g = await createDirect(a);
    const [oa, ob] = await race(a, b, buy(g.gameId, g.tokens.JAPAN, 'infantry', 2), buy(g.gameId, g.tokens.JAPAN, 'battleship'));
    expect(b.gate.stats.conflicts).toBe(1); // B really lost the race once...
    const wa = accepted(oa)!;
    const wb = accepted(ob)!; // ...and was retried against A's state
    expect(wa.events.map((e) => e.revision)).toEqual([6]);
    expect(wb.events.map((e) => e.revision)).toEqual([7]);
    expect((wb.events[0].data as any).pusLeft).toBe(26 - 6 - 20);
    const log = await logOf(a, g.gameId);
    expect(expectPurchasesChained(asRows(log), 26)).toBe(0);
    expect(verifyChain(log).valid).toBe(true);
    // Both servers see the same board.
    for (const s of [a, b])
      expect(boardView((await s.states.current(g.gameId))!.state).powers.find((p) => p.power === 'Japan')!.pus).toBe(0);
  });

  test('the loser retried on the new state cannot pay: INSUFFICIENT_PUS, never PUs below zero', async () => {
    const a = open();
    const b = open();
    const g = await createDirect(b);
    const [oa, ob] = await race(a, b, buy(g.gameId, g.tokens.JAPAN, 'battleship'), buy(g.gameId, g.tokens.JAPAN, 'carrier'));
    expect(b.gate.stats.conflicts).toBe(1);
    expect(oa.ok).toBe(true);
    expect(ob).toEqual({ ok: false, violation: expect.objectContaining({ code: 'INSUFFICIENT_PUS' }) });
    const log = await logOf(b, g.gameId);
    expect(log.filter((e) => e.type === 'UnitsPurchased')).toHaveLength(1);
    expect(expectPurchasesChained(asRows(log), 26)).toBe(6);
  });

  test('without retries the loser gets CONCURRENCY_CONFLICT and appends nothing', async () => {
    const a = open();
    const b = open(1);
    const g = await createDirect(a);
    const before = (await logOf(a, g.gameId)).length;
    const [oa, ob] = await race(a, b, buy(g.gameId, g.tokens.JAPAN, 'infantry'), buy(g.gameId, g.tokens.JAPAN, 'infantry'));
    expect(oa.ok).toBe(true);
    expect(ob).toEqual({ ok: false, violation: expect.objectContaining({ code: 'CONCURRENCY_CONFLICT' }) });
    expect((await logOf(a, g.gameId)).length).toBe(before + 1);
    // Sent again, it is decided on the new state and applied.
    const again = await b.commands.handle(buy(g.gameId, g.tokens.JAPAN, 'infantry'));
    expect(again.ok && again.events[0].revision).toBe(before + 1);
    expect(expectPurchasesChained(asRows(await logOf(b, g.gameId)), 26)).toBe(20);
  });

  test('the same command id racing on both servers is applied once; the loser is told it is a duplicate', async () => {
    const a = open();
    const b = open();
    const g = await createDirect(a);
    const commandId = newId();
    const [oa, ob] = await race(
      a,
      b,
      buy(g.gameId, g.tokens.JAPAN, 'infantry', 1, commandId),
      buy(g.gameId, g.tokens.JAPAN, 'infantry', 1, commandId),
    );
    const wa = accepted(oa)!;
    const wb = accepted(ob)!;
    expect(wa.duplicate).toBe(false);
    expect(wb.duplicate).toBe(true);
    expect(wb.events.map((e) => e.id)).toEqual(wa.events.map((e) => e.id));
    const log = await logOf(a, g.gameId);
    expect(log.filter((e) => e.type === 'UnitsPurchased')).toHaveLength(1);
    expect(expectPurchasesChained(asRows(log), 26)).toBe(23);
  });

  test('a duplicate found only at append time, after other events, is still reported as applied once', async () => {
    const a = open();
    const b = open();
    const g = await createDirect(a);
    await b.states.current(g.gameId); // B's cache is at the game's current revision
    const commandId = newId();
    b.gate.close();
    const arrived = b.gate.arrived();
    const pb = b.commands.handle(buy(g.gameId, g.tokens.JAPAN, 'infantry', 1, commandId));
    await arrived; // B has decided on revision 5 and waits to append
    // Meanwhile A applies another purchase, then the same command id.
    expect((await a.commands.handle(buy(g.gameId, g.tokens.JAPAN, 'artillery'))).ok).toBe(true);
    const wa = accepted(await a.commands.handle(buy(g.gameId, g.tokens.JAPAN, 'infantry', 1, commandId)))!;
    expect(wa.events[0].revision).toBe(7);
    b.gate.release();
    const wb = accepted(await pb)!;
    expect(wb.duplicate).toBe(true);
    expect(wb.events.map((e) => e.id)).toEqual(wa.events.map((e) => e.id));
    expect(wb.state.pus.Japan).toBe(26 - 4 - 3);
    // And B goes on from there.
    const next = accepted(await b.commands.handle(buy(g.gameId, g.tokens.JAPAN, 'infantry')))!;
    expect(next.events[0].revision).toBe(8);
    expect(expectPurchasesChained(asRows(await logOf(b, g.gameId)), 26)).toBe(26 - 4 - 3 - 3);
  });

  test('40 legal edits at once across both servers: every one applied, none refused CONCURRENCY_CONFLICT (issue 29)', async () => {
    const a = open();
    const b = open();
    const gameId = newId();
    const created = await a.commands.handle({
      gameId,
      commandId: newId(),
      token: null,
      command: { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'busy' },
    });
    if (!created.ok) throw new Error(JSON.stringify(created.violation));
    const edit = (i: number): CommandRequest => ({
      gameId,
      commandId: newId(),
      token: created.token!,
      command: { type: 'EditPosition', edits: [{ op: 'setPUs', power: POWER_ID.JAPAN, pus: i }], reason: `edit ${i}` },
    });
    const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).commands.handle(edit(i))));
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.violation.code))).toEqual(Array(40).fill('ok'));
    const log = await logOf(a, gameId);
    expect(log.filter((e) => e.type === 'PositionEdited')).toHaveLength(40);
    expect(verifyChain(log).valid).toBe(true);
  });

  test('many commands from both servers at once: no duplicate revision, a valid chain, PUs never below zero', async () => {
    const a = open();
    const b = open();
    const g = await createDirect(a);
    // 2 x 8 purchases of 3 PUs against 26 PUs, interleaved across the two servers.
    const outcomes = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? a : b).commands.handle(buy(g.gameId, g.tokens.JAPAN, 'infantry'))),
    );
    const ok = outcomes.filter((o) => o.ok);
    const refused = outcomes.filter((o) => !o.ok).map((o) => (o.ok ? null : o.violation.code));
    expect(ok).toHaveLength(8);
    for (const code of refused) expect(['INSUFFICIENT_PUS', 'CONCURRENCY_CONFLICT']).toContain(code);
    const log = await logOf(a, g.gameId);
    expect(new Set(log.map((e) => e.revision)).size).toBe(log.length);
    expect(verifyChain(log).valid).toBe(true);
    expect(expectPurchasesChained(asRows(log), 26)).toBe(2);
  });
});

describe('two HTTP servers on one SQLite file', () => {
  test('purchases sent to both at once: the log shows each decided on the state the previous one left', async () => {
    const tmp = tempDir();
    const dbPath = join(tmp.dir, 'pacific.db');
    const one = await startTestServer({ dbPath });
    const two = await startTestServer({ dbPath });
    try {
      const g: Game = await newGame(one.data);
      const rs = await Promise.all(
        Array.from({ length: 12 }, (_, i) => purchase((i % 2 ? one : two).data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }])),
      );
      expect(rs.filter((r) => r.__typename === 'CommandAccepted')).toHaveLength(8);
      for (const r of rs.filter((x) => x.__typename === 'RuleViolation'))
        expect(['INSUFFICIENT_PUS', 'CONCURRENCY_CONFLICT']).toContain(r.code);
      for (const s of [one, two]) {
        const log: GameEventRow[] = await allEvents(s.data, g.gameId);
        expect(expectPurchasesChained(log, 26)).toBe(2);
        expect(pusOf(await board(s.data, g.gameId), 'JAPAN')).toBe(2);
      }
    } finally {
      await one.stop();
      await two.stop();
      tmp.remove();
    }
  });
});
