// The audit trail: every event carries the hash of the one before it
// (DESIGN "Events and streams"); any change, drop or insertion is detected.
import { eventHash, verifyChain } from '../../src/app/event-chain';
import { createServices } from '../../src/app/services';
import { commandFingerprint, commandKey } from '../../src/app/command-keys';
import { createMemoryEventStore } from '../../src/store/memory';
import { createSqliteEventStore } from '../../src/store/sqlite';
import type { RecordedEvent } from '../../src/store/port';
import { streamOf } from '../../projections/game-states';

async function playedGame() {
  const store = createMemoryEventStore();
  const services = createServices(store, 'secret', { now: () => new Date('2026-01-02T03:04:05Z') });
  const gameId = '00000000-0000-4000-8000-000000000001';
  await services.commands.handle({
    gameId,
    commandId: 'create',
    token: null,
    command: { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'chain' },
  });
  const seat = await services.commands.handle({ gameId, commandId: 'seat', token: null, command: { type: 'TakeSeat', power: 'Japan' } });
  const token = seat.ok ? seat.token : null;
  await services.commands.handle({
    gameId,
    commandId: 'buy',
    token,
    command: { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 2 }] },
  });
  await services.commands.handle({ gameId, commandId: 'end', token, command: { type: 'EndPhase' } });
  const events = await store.readStream(streamOf(gameId));
  return { store, services, gameId, events };
}

describe('event hash chain', () => {
  test('every event links to the previous one and carries its metadata', async () => {
    const { events } = await playedGame();
    expect(events.map((e) => e.type)).toEqual(['GameCreated', 'SeatTaken', 'UnitsPurchased', 'PhaseStarted']);
    expect(events[0].metadata.prevHash).toBe('');
    for (let i = 1; i < events.length; i++) expect(events[i].metadata.prevHash).toBe(events[i - 1].metadata.hash);
    const key = commandKey('secret', '00000000-0000-4000-8000-000000000001', 'buy');
    const fingerprint = commandFingerprint(
      'secret',
      '00000000-0000-4000-8000-000000000001',
      { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 2 }] },
      'Japan',
    );
    expect(events[2].metadata).toMatchObject({
      commandId: key,
      commandType: 'PurchaseUnits',
      commandFingerprint: fingerprint,
      actor: 'Japan',
      causationId: key,
      schemaVersion: 1,
      time: '2026-01-02T03:04:05.000Z',
    });
    expect(events[1].metadata.actor).toBe('anonymous');
    expect(verifyChain(events)).toEqual({ valid: true, checked: 4, firstInvalidRevision: null, reason: null });
  });

  test('no seat token is ever stored, only its SHA-256', async () => {
    const { events } = await playedGame();
    const seat = events.find((e) => e.type === 'SeatTaken')!;
    expect((seat.data as any).tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a changed payload, a dropped event or a reordering is detected at the right event', async () => {
    const { events } = await playedGame();
    const tampered = events.map((e) => ({ ...e }));
    tampered[2] = { ...tampered[2], data: { ...(tampered[2].data as object), total: 0 } };
    expect(verifyChain(tampered)).toMatchObject({ valid: false, firstInvalidRevision: 2, reason: expect.stringContaining('hash') });
    expect(verifyChain([events[0], events[2], events[3]])).toMatchObject({ valid: false, firstInvalidRevision: 1 });
    expect(verifyChain([events[1], events[0]])).toMatchObject({ valid: false, firstInvalidRevision: 0 });
  });

  test('the hash is over canonical JSON: key order does not matter', () => {
    const meta = { commandId: 'c', actor: 'a', causationId: 'c', schemaVersion: 1, time: 't', prevHash: '' };
    expect(eventHash('X', { a: 1, b: 2 }, meta)).toBe(eventHash('X', { b: 2, a: 1 }, meta));
    expect(eventHash('X', { a: 1, b: 2 }, meta)).not.toBe(eventHash('X', { a: 1, b: 3 }, meta));
  });

  test('on SQLite, each answer holds its events as the store reads them back, byte for byte', async () => {
    // The command service hands each event's metadata over to the store, which answers with it instead of a parsed copy.
    const store = createSqliteEventStore({ path: ':memory:' });
    try {
      const services = createServices(store, 'secret', { now: () => new Date('2026-01-02T03:04:05Z') });
      const gameId = '00000000-0000-4000-8000-000000000002';
      const answered: RecordedEvent[] = [];
      const send = async (commandId: string, token: string | null, command: Parameters<typeof services.commands.handle>[0]['command']) => {
        const o = await services.commands.handle({ gameId, commandId, token, command });
        if (!o.ok) throw new Error(o.violation.message);
        answered.push(...o.events);
        return o;
      };
      await send('create', null, { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'chain "quoted" é' });
      const token = (await send('seat', null, { type: 'TakeSeat', power: 'Japan' })).token;
      await send('buy', token, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 2 }] });
      for (let i = 0; i < 3; i++) await send(`end-${i}`, token, { type: 'EndPhase' });
      const read = await store.readStream(streamOf(gameId));
      expect(answered.length).toBe(read.length);
      expect(JSON.stringify(answered)).toBe(JSON.stringify(read));
      expect(verifyChain(answered).valid).toBe(true);
    } finally {
      await store.close();
    }
  });
});
