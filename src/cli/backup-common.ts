// What the backup and restore tools share: the store file they default to, and the
// check of every game's hash chain (src/app/event-chain.ts) a restore runs before
// it swaps a backup in.
import { verifyChain } from '../app/event-chain';
import { DEFAULT_SQLITE_PATH } from '../store';
import type { StreamCheck } from '../store/backup';
import type { EventMetadata } from '../store/port';

/** The store file a tool works on when --db is not given: SQLITE_PATH, as the server reads it. */
export function defaultDbPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.SQLITE_PATH?.trim() || DEFAULT_SQLITE_PATH;
}

/** Every stream's hash chain recomputed from "" (docs/hashes.md): null when it holds, else where it breaks. */
export const chainHolds: StreamCheck = (_streamId, events) => {
  const check = verifyChain(events.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata as unknown as EventMetadata })));
  return check.valid ? null : `hash chain broken at event ${check.firstInvalidRevision + 1}: ${check.reason}`;
};

/** 1234567 → "1.2 MB". */
export function sizeText(bytes: number): string {
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.ceil(bytes / 1e3)} kB`;
}
