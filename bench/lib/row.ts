// One row of the performance table: what one repetition measured, next to the
// baseline measured in the same repetition, and the ratio the goal is stated in.
// Each row runs in a process of its own (bench/run.ts), which prints its result
// as one JSON line starting with ROW_RESULT.

export interface Figure {
  /** e.g. "events/s", "ms (p99)". */
  label: string;
  value: number;
}

export interface RowResult {
  /** The ratio the goal is stated in (see `goal`). */
  ratio: number;
  /** Other ratios the row's goal also needs (e.g. p99 against the baseline's p99). */
  more?: Record<string, number>;
  measured: Figure[];
  baseline: Figure[];
  /** What the machine was doing around the repetition (e.g. its load average), for reading the rest. */
  context?: Figure[];
}

export const ROW_RESULT = 'ROW_RESULT ';

/** Runs a row's measurement when its file is the main module, printing the result line. */
export function runRow(main: () => Promise<RowResult>): void {
  main().then(
    (r) => {
      console.log(ROW_RESULT + JSON.stringify(r));
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/** Runs a script's main: exit code 0 when it resolves, 1 (with the error) when it fails; open handles never keep it up. */
export function runScript(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
