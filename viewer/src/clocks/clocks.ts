// The game's clocks (docs/clocks.md) for the clock bar: read from the API when the game
// opens, after every new event of a live game and every 10 s, and counted down here
// between reads from the time the answer arrived (this browser's clock only measures the
// time since then, so a client whose clock is wrong still counts right).
import { signal } from '@preact/signals';
import { ViewerClocksDocument, type ViewerClocksQuery } from '../gql/graphql';
import { query } from '../core/api';

export type ClocksData = NonNullable<NonNullable<ViewerClocksQuery['game']>['clocks']>;

/** The clocks last read, with when (performance.now()) the answer arrived; null: no clocks (or not read yet). */
export const clocks = signal<{ gameId: string; data: ClocksData; readAt: number } | null>(null);
/** Ticks while a clock runs, so that the bar counts down. */
export const tick = signal(0);

let reading: AbortController | null = null;

export async function readClocks(gameId: string): Promise<void> {
  reading?.abort();
  const ctl = (reading = new AbortController());
  try {
    const r = await query(ViewerClocksDocument, { id: gameId }, ctl.signal);
    const data = r.game?.clocks ?? null;
    clocks.value = data ? { gameId, data, readAt: performance.now() } : null;
  } catch {
    // A failed read keeps the last clocks: the next read (a new event, the 10 s timer) tries again.
  }
}

/** A player's time left now: its remaining time as read, less what has passed since if its clock runs. */
export function remainingNow(c: { data: ClocksData; readAt: number }, p: ClocksData['players'][number], now: number): number {
  if (!p.running || c.data.paused) return p.remainingMs;
  return Math.max(0, p.remainingMs - (now - c.readAt));
}

/** h:mm:ss or m:ss, whole seconds rounded up (a clock showing 0:00 has run out). */
export function clockText(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
