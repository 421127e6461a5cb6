// What the benchmarks ran on, for docs/performance.md.
import { cpus, freemem, loadavg, release, totalmem, type } from 'node:os';

export function machine(): string {
  const c = cpus();
  const model = c[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return [
    `${c.length} cores (${model})`,
    `${(totalmem() / 2 ** 30).toFixed(0)} GB RAM (${(freemem() / 2 ** 30).toFixed(0)} GB free at the start)`,
    `${type()} ${release()}`,
    `Node ${process.version}`,
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the start`,
  ].join('; ');
}
