// Edits to an exported log as a forger would make them: change what they want,
// then recompute every hash and link so that the chain check passes (issue 27).
import { eventHash } from '../../src/app/event-chain';
import type { LogEvent } from '../../src/audit/rederive';

/** A deep copy of a log, to edit. */
export const copyOf = <T>(events: readonly T[]): T[] => JSON.parse(JSON.stringify(events)) as T[];

/** Every hash and link recomputed from the first event: the forger's last step. */
export function rehash<T extends LogEvent>(events: T[]): T[] {
  let prev = '';
  for (const e of events) {
    const { hash: _old, ...rest } = e.metadata;
    const metadata = { ...rest, prevHash: prev };
    e.metadata = { ...metadata, hash: eventHash(e.type, e.data, metadata) };
    prev = e.metadata.hash;
  }
  return events;
}

/** The 0-based index of the first event of a type (after `from`) that `test` accepts. */
export function indexOf(events: readonly LogEvent[], type: string, test: (data: any) => boolean = () => true, from = 0): number {
  const i = events.findIndex((e, k) => k >= from && e.type === type && test(e.data));
  if (i < 0) throw new Error(`the game has no ${type} to tamper with`);
  return i;
}
