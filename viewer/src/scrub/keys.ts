// The page's keyboard: one keydown listener on the window, so the keys work wherever the
// focus is, except where typing or the slider's own keys mean something else (a text field,
// a select, the slider: it steps one command with its arrows already, and takes Home/End and
// the page keys natively). The table is also what the help panel lists.
import { signal } from '@preact/signals';
import { game, goTo, jump, step } from '../core/state';
import { goLive } from '../live/follow';

export interface KeyBinding {
  keys: string[];
  what: string;
  run: () => void;
}

/** Whether the help panel is open (`?`, the Keys button; Escape closes it). */
export const helpOpen = signal(false);

const first = () => void goTo(1);
const last = () => {
  const g = game.peek();
  if (g) void goTo(g.eventCount);
};

/** Every shortcut, in the order the help panel lists them. */
export const BINDINGS: KeyBinding[] = [
  { keys: ['ArrowRight'], what: 'Next command', run: () => void step(1) },
  { keys: ['ArrowLeft'], what: 'Previous command', run: () => void step(-1) },
  { keys: ['PageDown'], what: 'Next phase', run: () => void jump('phase', 1) },
  { keys: ['PageUp'], what: 'Previous phase (its start, then the one before)', run: () => void jump('phase', -1) },
  { keys: [']'], what: 'Next turn', run: () => void jump('turn', 1) },
  { keys: ['['], what: 'Previous turn', run: () => void jump('turn', -1) },
  { keys: ['Shift+PageDown'], what: 'Next round', run: () => void jump('round', 1) },
  { keys: ['Shift+PageUp'], what: 'Previous round', run: () => void jump('round', -1) },
  { keys: ['Home'], what: 'First command', run: first },
  { keys: ['End'], what: 'Last command', run: last },
  { keys: ['l'], what: 'Go live: follow the game as it is played', run: () => goLive() },
  { keys: ['?'], what: 'Show or hide this list', run: () => (helpOpen.value = !helpOpen.peek()) },
];

/** Keys the slider handles itself while it has the focus. */
const SLIDER_KEYS = new Set(['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/** The binding's name for a key event: "Shift+PageDown", "ArrowLeft", "?", "l". */
function keyName(e: KeyboardEvent): string {
  // Printable keys carry Shift in the character itself ("?" is Shift+/ on many layouts).
  if (e.key.length === 1) return e.key;
  return e.shiftKey ? `Shift+${e.key}` : e.key;
}

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['range', 'button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type);
  return false;
}

const byName = new Map(BINDINGS.flatMap((b) => b.keys.map((k) => [k, b] as const)));

function onKeyDown(e: KeyboardEvent): void {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
  if (e.key === 'Escape' && helpOpen.peek()) {
    helpOpen.value = false;
    return;
  }
  if (typingIn(e.target)) return;
  if (e.target instanceof HTMLInputElement && e.target.type === 'range' && SLIDER_KEYS.has(e.key)) return;
  const b = byName.get(keyName(e));
  if (!b) return;
  // Only with a game open (the game list has its own focusable table), except the help.
  if (!game.peek() && b.keys[0] !== '?') return;
  e.preventDefault(); // the page keys and arrows would scroll the page otherwise
  b.run();
}

let installed = false;
/** Installs the listener once (the Scrubber calls it when it mounts). */
export function installKeys(): void {
  if (installed) return;
  installed = true;
  addEventListener('keydown', onKeyDown);
}
