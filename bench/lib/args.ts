// The bench tools' one command-line reader: `--name value`, or the fallback when the flag is absent; without a
// fallback the flag is required. A flag given with no value (last, or an empty string) is refused rather than read
// as absent: bot-match never ran on its defaults then (it crashed, or printed a table of no games), and a
// silent default would hide the mistake.
export function arg(name: string, fallback?: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) {
    const value = process.argv[i + 1];
    if (!value) throw new Error(`--${name} needs a value`);
    return value;
  }
  if (fallback === undefined) throw new Error(`--${name} is required`);
  return fallback;
}

/**
 * A numeric flag: `arg`'s rules, and a value that is not a finite number of at least `min` (a whole one when
 * `integer`) is refused naming the flag: `--games abc` ran bot-match on NaN games and printed a table of none.
 */
export function numberArg(name: string, fallback: string, { min = 0, integer = false } = {}): number {
  const text = arg(name, fallback);
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new Error(`--${name} must be ${integer ? 'a whole number' : 'a number'} of at least ${min}, not "${text}"`);
  }
  return value;
}
