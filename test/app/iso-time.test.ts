// isoTime stands for Date.prototype.toISOString in every event's metadata.time: the same text for every date.
import { isoTime } from '../../src/app/iso-time';

describe('isoTime', () => {
  it('writes what toISOString writes, across seconds, minutes, days and years, in any order', () => {
    const times = [
      0,
      1,
      999,
      1000,
      1001,
      59_999,
      60_000,
      86_399_999,
      86_400_000,
      Date.UTC(2026, 10, 29, 10, 20, 59, 999),
      Date.UTC(2026, 10, 29, 10, 21, 0, 0),
      Date.UTC(2024, 1, 29, 23, 59, 59, 500),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(10000, 0, 1),
      Date.UTC(275760, 8, 13),
      -1,
      -999,
      -1000,
      -1001,
      Date.UTC(1969, 11, 31, 23, 59, 59, 1),
      Date.UTC(-1, 0, 1),
      Date.UTC(-271821, 3, 20),
    ];
    // Each in turn, then again (the kept second is another's), then a walk over many milliseconds.
    for (const t of [...times, ...times.reverse()]) expect(isoTime(new Date(t))).toBe(new Date(t).toISOString());
    const start = Date.UTC(2026, 10, 29, 10, 59, 58, 0);
    for (let t = start; t < start + 3_000; t += 7) expect(isoTime(new Date(t))).toBe(new Date(t).toISOString());
    // Spread over a thousand years, deterministically.
    for (let i = 0; i < 2_000; i++) {
      const t = (i * 15_485_863_921) % Date.UTC(3000, 0, 1);
      expect(isoTime(new Date(t))).toBe(new Date(t).toISOString());
    }
  });

  it('throws as toISOString does for an invalid date', () => {
    expect(() => isoTime(new Date(NaN))).toThrow(RangeError);
  });
});
