// The bench tools' flag reader (bench/lib/args.ts): a bad number is refused naming its flag, never run as NaN.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { arg, numberArg } from '../../bench/lib/args';

function withArgv<T>(flags: string[], read: () => T): T {
  const saved = process.argv;
  process.argv = ['node', 'tool', ...flags];
  try {
    return read();
  } finally {
    process.argv = saved;
  }
}

describe('numberArg', () => {
  it('reads the flag, or the fallback when it is absent', () => {
    expect(withArgv(['--games', '3'], () => numberArg('games', '10', { min: 1, integer: true }))).toBe(3);
    expect(withArgv([], () => numberArg('games', '10', { min: 1, integer: true }))).toBe(10);
    expect(withArgv(['--slice-s', '1.5'], () => numberArg('slice-s', '2'))).toBe(1.5);
  });

  it.each([
    [['--games', 'abc'], /--games must be a whole number of at least 1, not "abc"/],
    [['--games', '0'], /--games must be a whole number of at least 1, not "0"/],
    [['--games', '2.5'], /not "2.5"/],
    [['--games', ' '], /not " "/],
    [['--games', 'Infinity'], /not "Infinity"/],
    [['--games'], /--games needs a value/],
  ])('refuses %j', (flags, message) => {
    expect(() => withArgv(flags, () => numberArg('games', '10', { min: 1, integer: true }))).toThrow(message);
  });

  it('keeps arg as it was: a required flag is named when missing', () => {
    expect(() => withArgv([], () => arg('root'))).toThrow('--root is required');
  });
});

describe('bot-match', () => {
  it('stops on --games abc with the flag named, printing no table', () => {
    const root = join(__dirname, '../..');
    const run = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', 'bench/bot-match.ts', '--games', 'abc'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('--games must be a whole number of at least 1, not "abc"');
    expect(run.stdout).toBe('');
  });
});
