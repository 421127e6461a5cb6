// A territory's units as the map draws them: one stack per (owner, type), the board's
// UnitStacks summed (a board may list one owner's type in several stacks), its damaged units
// counted, in a fixed order (the territory's owner first, then by unit kind), and laid out
// as a small grid of badges under the territory's name.
import type { BoardData } from '../core/state';
import { unitRank } from './units';

export interface StackView {
  owner: string;
  type: string;
  count: number;
  /** Units of the stack that are damaged (a hit battleship or carrier, a bombed facility). */
  damaged: number;
  /** Sum of their damage (hits, or facility damage points). */
  damage: number;
}

type TerritoryState = BoardData['territories'][number];

export function stacksOf(t: TerritoryState): StackView[] {
  if (!t.units.length) return NO_STACKS;
  const by = new Map<string, StackView>();
  for (const u of t.units) {
    const key = `${u.owner}|${u.type}`;
    let s = by.get(key);
    if (!s) by.set(key, (s = { owner: u.owner, type: u.type, count: 0, damaged: 0, damage: 0 }));
    s.count += u.count;
    s.damage += u.damage;
    // damage is the stack's sum: a two-hit ship takes one, a facility one per point, so a stack
    // of n with damage d holds min(n, d) damaged units (exact for ships; facilities are one a place).
    if (u.damage > 0) s.damaged += Math.min(u.count, u.damage);
  }
  const owner = t.owner;
  return [...by.values()].sort(
    (a, b) =>
      Number(b.owner === owner) - Number(a.owner === owner) ||
      (a.owner < b.owner ? -1 : a.owner > b.owner ? 1 : 0) ||
      unitRank(a.type) - unitRank(b.type),
  );
}
const NO_STACKS: StackView[] = [];

/**
 * The board's own words for a territory's units, owner and battle, as one string: equal strings give
 * equal stacks, so a board that leaves a territory as it was reuses what was worked out for it.
 */
export function unitsKey(t: TerritoryState | undefined, battle: boolean): string {
  if (!t) return battle ? '!' : '';
  let s = `${t.owner ?? ''}${battle ? '!' : ''}`;
  for (const u of t.units) s += `|${u.owner} ${u.type} ${u.count} ${u.damage}`;
  return s;
}

/** A cheap fingerprint of what a territory draws: unchanged territories are not redrawn. */
export function signatureOf(owner: string | null, stacks: readonly StackView[], battle: boolean): string {
  let s = `${owner ?? ''}${battle ? '!' : ''}`;
  for (const x of stacks) s += `|${x.owner}${x.type}${x.count}/${x.damaged}`;
  return s;
}

// Badge geometry in label units (scaled with the zoom by CSS, see board.css).
export const BADGE_W = 66;
export const BADGE_H = 26;
export const GAP = 4;

/** Columns of a territory's badge grid: compact, wider only for a crowded place. */
export function columnsFor(n: number): number {
  return n <= 3 ? n : n === 4 ? 2 : n <= 9 ? 3 : n <= 16 ? 4 : 5;
}
