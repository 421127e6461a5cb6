// Board order of unit ids: "u2" before "u10" (the number compared as a number), the order the
// rules use wherever they must pick among equals (casualties in turn, seats on a carrier, ...).
//
// One collator, made once: `a.localeCompare(b, 'en', { numeric: true })` is defined as this same
// comparison (ECMA-402), but Node builds a collator for every such call, several µs each.
import type { Unit } from '../engine';

const collator = new Intl.Collator('en', { numeric: true });

/** Compares two unit ids (or other names with numbers) in board order. */
export const compareIds: (a: string, b: string) => number = collator.compare;

/** Units in board order of their ids. */
export const byUnitId = (a: Pick<Unit, 'id'>, b: Pick<Unit, 'id'>): number => compareIds(a.id, b.id);
