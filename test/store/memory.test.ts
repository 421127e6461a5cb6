import { createMemoryEventStore } from '../../src/store/memory';
import { eventStoreContract } from './contract';

eventStoreContract('memory', () => createMemoryEventStore(), { localPush: true, checkpoints: false });
