// Where an event sits in KurrentDB's $all, and how the port's `position` and
// `cursor` say it (docs/kurrentdb.md "Positions").
//
// A $all position is a pair of transaction-log offsets, {commit, prepare},
// ordered by commit and then by prepare (the client's `Position`, the server's
// TFPos). KurrentDB documents the commit position as the event's place in the
// global order, but it is not always unique on its own: the events of one
// explicit transaction (written by the legacy TCP clients) share the position
// of its commit record and differ only in their prepare positions. Reads of
// $all from a position include the event at it, and resume exactly only from
// the full pair. So every event carries its pair as a `cursor` string whose
// plain string order is the pair's order, and reads resume from it.
import type { Position } from '@kurrent/kurrentdb-client';

/** Digits of 2^64 - 1: every unsigned 64-bit offset fits, zero-padded, so string order is numeric order. */
const WIDTH = 20;
const MAX = (BigInt(1) << BigInt(64)) - BigInt(1);
const CURSOR = /^(\d{20})\/(\d{20})$/;

/** The cursor of a $all position: "commit/prepare", each zero-padded to 20 digits (ordered as strings). */
export function cursorOf(p: Position): string {
  if (p.commit < BigInt(0) || p.prepare < BigInt(0) || p.commit > MAX || p.prepare > MAX)
    throw new RangeError(`kurrentdb: not a log position: ${p.commit}/${p.prepare}`);
  return `${p.commit.toString().padStart(WIDTH, '0')}/${p.prepare.toString().padStart(WIDTH, '0')}`;
}

/** The $all position a cursor names; a RangeError for anything `cursorOf` cannot have made. */
export function parseCursor(cursor: string): Position {
  const m = CURSOR.exec(cursor);
  if (!m) throw new RangeError(`kurrentdb: not a $all cursor: ${JSON.stringify(cursor)}`);
  const p = { commit: BigInt(m[1]), prepare: BigInt(m[2]) };
  if (p.commit > MAX || p.prepare > MAX) throw new RangeError(`kurrentdb: not a $all cursor: ${JSON.stringify(cursor)}`);
  return p;
}

/** Negative, zero or positive as `a` comes before, at or after `b` in $all (commit first, then prepare). */
export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/**
 * The port's numeric `position`: the commit position, the one KurrentDB documents as the global
 * order. Exact below 2^53 bytes of log (8 PiB); shared only by the events of one explicit
 * transaction, which this server never writes (the cursor tells those apart).
 */
export function positionNumber(p: Position): number {
  return Number(p.commit);
}

/**
 * Where a read of $all strictly after `after` starts: the cursor's exact pair, or for a bare
 * number (a commit position) {commit, commit}, the event written there (every event outside an
 * explicit transaction has prepare = commit). A read includes whatever sits at its start, so
 * callers drop what is not after `after` (isAfter).
 */
export function startOf(after: number | string): Position {
  if (typeof after === 'string') return parseCursor(after);
  if (!Number.isSafeInteger(after) || after < 0) throw new RangeError(`kurrentdb: not a position: ${after}`);
  return { commit: BigInt(after), prepare: BigInt(after) };
}

/** Whether the event at `p` comes strictly after `after` (a cursor: the exact pair; a number: a commit position). */
export function isAfter(p: Position, after: number | string): boolean {
  if (typeof after === 'string') return comparePositions(p, parseCursor(after)) > 0;
  return p.commit > BigInt(after);
}
