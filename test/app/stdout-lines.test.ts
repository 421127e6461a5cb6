// The server's log lines on stdout (src/app/logger.ts): the lines of one turn of the event loop go out in one
// write, never more than 4,096 bytes and only whole lines (several processes may share the pipe), and a line
// logged just before process.exit is not lost. Runs the compiled logger (test/support/build-dist.ts builds it).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOGGER = join(__dirname, '../../dist/src/app/logger.js');

/** Runs `body` with `log` (a logger to stdout) in a child process; the sizes of its writes to stdout are counted by wrapping fs.writeSync. */
function run(body: string) {
  const script = `
    const fs = require('fs');
    const writes = [];
    const writeSync = fs.writeSync;
    fs.writeSync = function (fd, data, ...rest) {
      if (fd === 1) writes.push(Buffer.byteLength(data));
      return writeSync.call(this, fd, data, ...rest);
    };
    process.on('exit', () => fs.writeFileSync(process.env.WRITES_OUT, JSON.stringify(writes)));
    const log = require(${JSON.stringify(LOGGER)}).createLogger();
    ${body}
  `;
  const out = join(tmpdir(), `stdout-lines-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  const r = spawnSync(process.execPath, ['-e', script], { env: { ...process.env, WRITES_OUT: out }, encoding: 'utf8' });
  const writes = JSON.parse(readFileSync(out, 'utf8')) as number[];
  rmSync(out);
  const lines = r.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { msg: string; n?: number });
  return { status: r.status, lines, writes };
}

describe('log lines on stdout', () => {
  test('the lines of one turn go out together, in writes of whole lines of at most 4,096 bytes, in order', () => {
    const { status, lines, writes } = run(`
      for (let i = 0; i < 100; i++) log.info({ n: i }, 'request completed');
      setImmediate(() => { log.info({ n: 100 }, 'next turn'); });
    `);
    expect(status).toBe(0);
    expect(lines.map((l) => l.n)).toEqual(Array.from({ length: 101 }, (_, i) => i));
    // 100 lines of about 130 bytes: a few writes, not 100; the next turn's line in a write of its own.
    expect(writes.length).toBeGreaterThanOrEqual(3);
    expect(writes.length).toBeLessThan(10);
    for (const w of writes) expect(w).toBeLessThanOrEqual(4096);
  });

  test('a line logged just before process.exit is written', () => {
    const { status, lines } = run(`log.fatal('cannot start'); process.exit(3);`);
    expect(status).toBe(3);
    expect(lines).toEqual([expect.objectContaining({ msg: 'cannot start', level: 'fatal' })]);
  });

  test('a line longer than 4,096 bytes goes out whole', () => {
    const { lines, writes } = run(`log.info({ big: 'x'.repeat(10000) }, 'big'); log.info('after');`);
    expect(lines.map((l) => l.msg)).toEqual(['big', 'after']);
    expect(Math.max(...writes)).toBeGreaterThan(10_000);
  });
});
