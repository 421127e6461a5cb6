// Small statistics for the benchmarks: percentiles of samples, and
// min / median / max of a figure over repetitions.

/** The p-th percentile (0..100) of the samples, nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

/** A number for a table: 3 significant figures, thousands separated. */
export function fmt(x: number, digits = 3): string {
  if (!Number.isFinite(x)) return String(x);
  const abs = Math.abs(x);
  if (abs >= 1000) return Math.round(x).toLocaleString('en-US');
  return Number(x.toPrecision(digits)).toString();
}

/** Milliseconds since `t0` (a process.hrtime.bigint()). */
export const msSince = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
