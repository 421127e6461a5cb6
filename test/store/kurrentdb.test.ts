import { createKurrentDbEventStore } from '../../src/store/kurrentdb';
import { eventStoreContract } from './contract';

const connectionString = process.env.KURRENTDB_CONNECTION_STRING;

describe('kurrentdb adapter module', () => {
  it('loads and exports createKurrentDbEventStore (no network)', () => {
    expect(typeof createKurrentDbEventStore).toBe('function');
  });
});

if (connectionString) {
  eventStoreContract('kurrentdb', () => createKurrentDbEventStore({ connectionString }), { localPush: false, checkpoints: false });
} else {
  console.warn('KurrentDB contract tests skipped: KURRENTDB_CONNECTION_STRING is not set');
  describe.skip('event store contract: kurrentdb (set KURRENTDB_CONNECTION_STRING to run)', () => {
    it('needs a KurrentDB server', () => undefined);
  });
}
