// The accept time every event of a command records, as Date.prototype.toISOString writes it. V8 writes that text
// through its C++ runtime and a printf each time: about 1 % of a mutation's main thread (issue 29, the stop of 29
// Nov, noon). Commands accepted within one second share all of it but the milliseconds, so the text up to them is
// kept for the last second seen and the milliseconds are appended.

/** The first second after year 9999: from there (and before 1970) toISOString writes another layout, or throws. */
const PLAIN_UNTIL = Date.UTC(10000, 0, 1);

/** "000" to "999". */
const MILLIS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

let second = -1;
/** toISOString's text of `second` up to and including the dot before the milliseconds. */
let head = '';

/** `date.toISOString()` (the same text, and the same RangeError for an invalid date). */
export function isoTime(date: Date): string {
  const ms = date.getTime();
  if (!(ms >= 0 && ms < PLAIN_UNTIL)) return date.toISOString();
  const s = Math.floor(ms / 1000);
  if (s !== second) {
    head = date.toISOString().slice(0, 20);
    second = s;
  }
  return `${head}${MILLIS[ms - s * 1000]}Z`;
}
