// Board order of unit ids: "u2" before "u10" (the number compared as a number), the order the
// rules use wherever they must pick among equals (casualties in turn, seats on a carrier, ...).
//
// One collator, made once: `a.localeCompare(b, 'en', { numeric: true })` is defined as this same
// comparison (ECMA-402), but Node builds a collator for every such call, several µs each.
import type { Unit } from '../engine';
import { numberOf } from './table';

const collator = new Intl.Collator('en', { numeric: true });
const collate: (a: string, b: string) => number = collator.compare;

/**
 * Compares two unit ids (or other names with numbers) in board order. Two ids the rules number ("u" and a number
 * without a leading zero, table.ts) are compared by their numbers, which is what the collator does with them (the same
 * "u", then the digits as a number) at a tenth of the cost: seating planes on carriers sorts by id at every end of
 * Non-combat Move and Mobilize (issue 29). Anything else goes to the collator.
 */
export function compareIds(a: string, b: string): number {
  const x = numberOf(a);
  const y = x < 0 ? -1 : numberOf(b);
  if (y < 0) return collate(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Units in board order of their ids. */
export const byUnitId = (a: Pick<Unit, 'id'>, b: Pick<Unit, 'id'>): number => compareIds(a.id, b.id);
