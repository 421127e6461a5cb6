// What every command-line tool shares: its arguments parsed by commander
// (--help on each, unknown options and missing arguments refused), and one
// way of failing: one line on stderr naming the tool and the cause, never a
// JavaScript stack, and a documented exit code.
import { Command, CommanderError } from 'commander';

/** The exit codes of the tools (docs/cli.md). */
export const EXIT = {
  /** Done: the file was written, the check passed, the server stopped cleanly. */
  OK: 0,
  /** Could not run: bad arguments, a missing or malformed file, a game not found, a store that cannot be read. */
  FAILED: 1,
  /** Ran, and what it checked does not hold (verify-chain, verify-dice, print-schema --check). */
  INVALID: 2,
  /** Ran, found nothing wrong, but could not check all of it (verify: dice without their seed, events from before engine 0.2.0). */
  PARTIAL: 3,
} as const;

/** A failure the tool explains in one line: the message is meant for the person who typed the command. */
export class CliError extends Error {}

/** The first line of an error's message (never its stack). */
export function oneLine(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n')[0].trim() || (err instanceof Error ? err.name : 'failed');
}

/**
 * A tool's command: `name` as typed (npm run <name> / node dist/src/cli/<name>.js), what it does,
 * and the exit codes it uses, which --help lists. Errors commander finds (a missing argument, an
 * unknown option) are printed as `<name>: <message>` plus a pointer to --help, and exit 1.
 */
export function cliProgram(name: string, description: string, exitCodes: Partial<Record<keyof typeof EXIT, string>>): Command {
  const program = new Command(name)
    .description(description)
    .helpOption('-h, --help', 'show this help and exit 0')
    .exitOverride()
    .configureOutput({
      outputError: (text, write) => write(`${name}: ${text.replace(/^error: /, '').trim()} (${name} --help for usage)\n`),
    });
  const lines = (Object.keys(exitCodes) as (keyof typeof EXIT)[]).map((k) => `  ${EXIT[k]}  ${exitCodes[k]}`);
  program.addHelpText('after', `\nExit codes:\n${lines.join('\n')}\n`);
  return program;
}

/**
 * Parses the arguments and runs the tool's action. The exit code is set, not forced
 * (process.exitCode), so output written to a pipe is flushed before the process ends.
 */
export async function runCli(program: Command, argv: string[] = process.argv): Promise<void> {
  try {
    await program.parseAsync(argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help: exit 0; a usage error: commander has printed the line, exit 1.
      process.exitCode = err.exitCode === 0 ? EXIT.OK : EXIT.FAILED;
      return;
    }
    process.stderr.write(`${program.name()}: ${oneLine(err)}\n`);
    process.exitCode = EXIT.FAILED;
  }
}

/** Runs the tool when its file is the script node was started with (not when a test imports it). */
export function runAsScript(module: NodeJS.Module, program: () => Command): void {
  if (require.main === module) void runCli(program());
}
