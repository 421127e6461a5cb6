// boardgame.io's log, better: hovering an event shows the board as it was then (after that
// event's command, the only boards a replay shows), and leaving the list brings the chosen
// moment back. A preview never moves the cursor and never touches the URL; a click does both.
import { signal } from '@preact/signals';
import { board, boardAt, cursor, game, lowerBound, type BoardData } from '../core/state';

/** The event whose board is shown instead of the cursor's, or null. */
export const previewEvent = signal<number | null>(null);

const DELAY_MS = 120; // sweeping the mouse across the list does not fetch every board on the way
let timer: ReturnType<typeof setTimeout> | undefined;
/** The board the preview replaced (the cursor's), and the preview drawn instead. */
let saved: BoardData | null = null;
let shown: BoardData | null = null;
let hovering: number | null = null;

/** The mouse is over event `n`: show the board after its command, shortly. */
export function previewStart(n: number): void {
  hovering = n;
  clearTimeout(timer);
  timer = setTimeout(() => void show(n), DELAY_MS);
}

async function show(n: number): Promise<void> {
  const g = game.peek();
  if (!g) return;
  const end = g.commandEnds[Math.min(lowerBound(g.commandEnds, n), g.commandEnds.length - 1)];
  const at = cursor.peek();
  const current = saved ?? board.peek();
  // Only over the cursor's own board: while it still loads, a preview would be overwritten anyway.
  if (!current || current.eventNumber !== at) return;
  if (end === at) {
    restore();
    return;
  }
  try {
    // From the core's board cache (and into it: a click on the row then draws at once).
    const b = await boardAt(end);
    if (!b) return;
    if (hovering !== n || cursor.peek() !== at || game.peek()?.id !== g.id) return;
    if (board.peek() !== current && board.peek() !== shown) return; // the cursor's board changed meanwhile
    saved = current;
    shown = b;
    board.value = b;
    previewEvent.value = n;
  } catch {
    // A failed preview leaves the board as it is.
  }
}

function restore(): void {
  if (shown && board.peek() === shown && saved && saved.eventNumber === cursor.peek()) board.value = saved;
  saved = shown = null;
  previewEvent.value = null;
}

/** The mouse left the list (or the row): the cursor's board again. */
export function previewEnd(): void {
  hovering = null;
  clearTimeout(timer);
  restore();
}

/** A click: the preview becomes the moment (goTo follows); nothing to restore. */
export function previewCommit(): void {
  hovering = null;
  clearTimeout(timer);
  saved = shown = null;
  previewEvent.value = null;
}

/** Another game: nothing of the old one's preview stays. */
export function previewReset(): void {
  previewCommit();
}
