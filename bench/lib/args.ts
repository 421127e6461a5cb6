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
