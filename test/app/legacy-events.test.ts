// Games stored before command ids were keyed (metadata.commandId = the id's
// unsalted SHA-256, no commandFingerprint) still load, play on, and have their
// commands recognised when retried: judged by the command type and the seat
// they carry, since they have no fingerprint (docs/security.md).
import { createHash } from 'node:crypto';
import { streamOf } from '../../projections/game-states';
import { eventHash, verifyChain } from '../../src/app/event-chain';
import { createServices } from '../../src/app/services';
import { deterministicEventId } from '../../src/store/event-id';
import { createMemoryEventStore } from '../../src/store/memory';
import type { EventMetadata, NewEvent } from '../../src/store/port';

const gameId = '00000000-0000-4000-8000-0000000000aa';
const legacyKey = (commandId: string) => createHash('sha256').update(`command\n${commandId}`).digest('hex');

/** A game played now, rewritten as the old server wrote it: unsalted keys, no fingerprints, chain recomputed. */
async function legacyStore() {
  const source = createServices(createMemoryEventStore(), 'secret');
  const run = async (commandId: string, token: string | null, command: any) => {
    const r = await source.commands.handle({ gameId, commandId, token, command });
    if (!r.ok) throw new Error(r.violation.message);
    return r;
  };
  const keyOf = new Map<string, string>();
  const remember = (commandId: string, r: { events: { metadata: EventMetadata }[] }) =>
    keyOf.set(r.events[0].metadata.commandId, commandId);
  remember('create', await run('create', null, { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'old' }));
  const seat = await run('seat-japan', null, { type: 'TakeSeat', power: 'Japan' });
  remember('seat-japan', seat);
  remember('j1-buy', await run('j1-buy', seat.token, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] }));
  const events = await source.store.readStream(streamOf(gameId));
  const store = createMemoryEventStore();
  let prevHash = '';
  const old: NewEvent[] = events.map((e, i) => {
    const key = legacyKey(keyOf.get(e.metadata.commandId)!);
    const { commandFingerprint: _f, hash: _h, ...rest } = e.metadata;
    const metadata: Omit<EventMetadata, 'hash'> = { ...rest, commandId: key, causationId: key, prevHash };
    if (i === 0) delete metadata.commandType; // the oldest events did not record it either
    const hash = eventHash(e.type, e.data, metadata);
    prevHash = hash;
    return { id: deterministicEventId(`${streamOf(gameId)}:${key}`, i), type: e.type, data: e.data, metadata: { ...metadata, hash } };
  });
  for (const e of old) await store.append(streamOf(gameId), [e], { expectedRevision: e === old[0] ? 'no_stream' : old.indexOf(e) - 1 });
  return { store, japanToken: seat.token! };
}

test('an old game loads, its commands retried are duplicates (same type and seat) or COMMAND_ID_REUSED, and new commands append with a valid chain', async () => {
  const { store, japanToken } = await legacyStore();
  const services = createServices(store, 'secret');
  const entry = await services.states.current(gameId);
  expect(entry!.state.seats.Japan).toBeDefined();
  expect(entry!.revision).toBe(2);
  const handle = (commandId: string, token: string | null, command: any) => services.commands.handle({ gameId, commandId, token, command });

  const retry = await handle('j1-buy', japanToken, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] });
  expect(retry).toMatchObject({ ok: true, duplicate: true });
  const seatRetry = await handle('seat-japan', null, { type: 'TakeSeat', power: 'Japan' });
  expect(seatRetry).toMatchObject({ ok: true, duplicate: true, token: japanToken });
  const createRetry = await handle('create', null, { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'old' });
  expect(createRetry).toMatchObject({ ok: true, duplicate: true });

  expect(await handle('j1-buy', null, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] })).toMatchObject({
    ok: false,
    violation: { code: 'COMMAND_ID_REUSED' },
  });
  expect(await handle('j1-buy', japanToken, { type: 'EndPhase' })).toMatchObject({ ok: false, violation: { code: 'COMMAND_ID_REUSED' } });
  expect((await store.readStream(streamOf(gameId))).length).toBe(3);

  const next = await handle('j1-end', japanToken, { type: 'EndPhase' });
  expect(next).toMatchObject({ ok: true, duplicate: false });
  const all = await store.readStream(streamOf(gameId));
  expect(all.length).toBeGreaterThan(3);
  expect(all[3].metadata.commandFingerprint).toEqual(expect.any(String));
  expect(verifyChain(all).valid).toBe(true);
});
