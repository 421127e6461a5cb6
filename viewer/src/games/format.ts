// Words for the game list's cells: powers, status, times.
import type { GameResult, GameStatus, Side } from '../gql/graphql';

const ACRONYMS = new Set(['USA', 'UK', 'ANZAC', 'USSR']);

/** JAPAN → Japan, UK → UK (the API's enum values as a person writes them). */
export function powerName(p: string): string {
  if (ACRONYMS.has(p)) return p;
  return p
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** How an ended game ended, in words: by victory, or by the organizer's ruling (docs/rulings.md). */
export function outcomeText(winner: Side | null | undefined, result: GameResult | null | undefined): string {
  const side = winner === 'AXIS' ? 'Axis' : winner === 'ALLIES' ? 'Allies' : null;
  if (result === 'VOIDED') return 'voided by the organizer';
  if (result === 'DRAW') return "a draw by the organizer's ruling";
  if (result === 'ADJUDICATED') return `${side ?? 'a side'} won by the organizer's ruling`;
  return side ? `${side} won` : 'no winner';
}

export function statusText(status: GameStatus, winner: Side | null, result?: GameResult | null): string {
  if (status === 'ACTIVE') return 'In play';
  return `Ended · ${outcomeText(winner, result)}`;
}

const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 minutes ago", "yesterday", "last year": how long since an ISO time. */
export function ago(iso: string, now = Date.now()): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  if (!Number.isFinite(seconds)) return iso;
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** The full date and time, for the title of a relative one. */
export function fullTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
}
