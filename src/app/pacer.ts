// The pacer of automatic play (docs/bots.md "Pacing", issue 29): the bot runner's commands and the clock watcher's
// time-out claims are nobody's request, so a game whose seats are all bots (or whose clocks have all run out) would
// play itself as fast as the process can, for ever, and take the event loop from every client. One pacer per process
// gives them, together, at most `share` of the process's time: each automatic command is charged the time it took
// (measured with the process clock), the budget refills at share × elapsed time up to a small burst, and while it is
// spent the commands wait, the waiting games served in turn (round-robin), so one busy game cannot starve another.
// It decides only WHEN a command runs, never which: the bots' choices and command ids do not depend on time.

/** Default share of the process's time automatic play may use (BOT_SHARE; README "Configuration"). */
export const DEFAULT_BOT_SHARE = 0.25;
/** Default burst: automatic time that may be spent at once after a quiet spell (a bot's whole turn after a person's move). */
export const DEFAULT_BOT_BURST_MS = 200;

export interface PacerOptions {
  /** Fraction of the process's time automatic play may use, 0 < share ≤ 1; 1: unpaced (nothing waits, nothing measured). */
  share: number;
  /** Largest budget saved up, in ms (default DEFAULT_BOT_BURST_MS). */
  burstMs?: number;
  /** The process clock in ms (default performance.now); tests inject theirs. */
  now?: () => number;
  /** Waits `ms` (default an unref'd setTimeout); tests inject theirs. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Told, at most once a `reportEveryMs` (default a minute), that commands waited since the last report: for the
   * server's log, so an operator sees when automatic play is held back and which games it is.
   */
  onPaced?: (report: PacedReport) => void;
  reportEveryMs?: number;
}

/** What the pacer held back since its last report. */
export interface PacedReport {
  /** Commands that waited, and the games they were of (the first 10). */
  waited: number;
  games: string[];
  /** Time charged to automatic commands meanwhile, in ms, and over how long. */
  chargedMs: number;
  overMs: number;
  share: number;
}

/** What the pacer did so far (for tests, the bench and the log). */
export interface PacerStats {
  /** Automatic commands run through it. */
  runs: number;
  /** Of them, those that waited for the budget or their turn. */
  waited: number;
  /** Time charged to automatic commands, in ms. */
  chargedMs: number;
}

const realSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms).unref?.());

export class Pacer {
  readonly share: number;
  readonly burstMs: number;
  readonly stats: PacerStats = { runs: 0, waited: 0, chargedMs: 0 };
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  /** Budget left, in ms of automatic time; below 0 after a command that cost more than was left (a debt). */
  private tokens: number;
  private last: number;
  /** Waiting commands by game, in the order the games take turns (a Map keeps insertion order: re-inserting sends to the back). */
  private readonly queue = new Map<string, Array<(go: boolean) => void>>();
  /** Commands released from the queue and not yet charged: the next is released only once they are (so waits are exact). */
  private inFlight = 0;
  private sleeping = false;
  private closed = false;
  /** Since the last report: when it was, commands that waited and their games, the charge at its start. */
  private report = { at: 0, waited: 0, games: new Set<string>(), chargedMs: 0 };
  private readonly reportEveryMs: number;

  constructor(private readonly opts: PacerOptions) {
    if (!(opts.share > 0 && opts.share <= 1)) throw new Error(`the bot share must be above 0 and at most 1, got ${opts.share}`);
    this.share = opts.share;
    this.burstMs = opts.burstMs ?? DEFAULT_BOT_BURST_MS;
    this.now = opts.now ?? (() => performance.now());
    this.sleep = opts.sleep ?? realSleep;
    this.tokens = this.burstMs;
    this.last = this.now();
    this.reportEveryMs = opts.reportEveryMs ?? 60_000;
    this.report.at = this.last;
  }

  /** Whether commands are paced at all (share below 1). */
  get paced(): boolean {
    return this.share < 1;
  }

  /** Games waiting for their turn, in the order they will be served. */
  waiting(): string[] {
    return [...this.queue.keys()];
  }

  /**
   * Runs `fn` (one automatic command of game `key`: the bot's choice and the command's handling) when the budget and
   * the other waiting games allow, and charges the time it took. Resolves to undefined without running `fn` once the
   * pacer is closed (the server stops).
   */
  async run<T>(key: string, fn: () => T | Promise<T>): Promise<T | undefined> {
    if (this.closed) return undefined;
    if (!this.paced) {
      this.stats.runs++;
      return fn();
    }
    this.refill();
    if (this.queue.size || this.inFlight || this.tokens < 0) {
      this.stats.waited++;
      this.noteWait(key);
      const go = await new Promise<boolean>((resolve) => {
        const waiters = this.queue.get(key);
        if (waiters) waiters.push(resolve);
        else this.queue.set(key, [resolve]);
        this.pump();
      });
      if (!go) return undefined;
    } else this.inFlight++;
    this.stats.runs++;
    const start = this.now();
    try {
      return await fn();
    } finally {
      // Wall time from start to end: under load it includes others' work interleaved, so it errs on the side of less
      // automatic play (docs/bots.md).
      this.charge(Math.max(0, this.now() - start));
      this.inFlight--;
      this.pump();
    }
  }

  /** Releases every waiting command unrun and runs no more (the server stops). */
  close(): void {
    this.closed = true;
    const waiters = [...this.queue.values()].flat();
    this.queue.clear();
    for (const w of waiters) w(false);
  }

  private noteWait(key: string): void {
    const r = this.report;
    r.waited++;
    if (r.games.size < 10) r.games.add(key);
    const t = this.now();
    if (!this.opts.onPaced || t - r.at < this.reportEveryMs) return;
    this.opts.onPaced({
      waited: r.waited,
      games: [...r.games],
      chargedMs: Math.round(this.stats.chargedMs - r.chargedMs),
      overMs: Math.round(t - r.at),
      share: this.share,
    });
    this.report = { at: t, waited: 0, games: new Set(), chargedMs: this.stats.chargedMs };
  }

  private charge(ms: number): void {
    this.refill();
    this.tokens -= ms;
    this.stats.chargedMs += ms;
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.burstMs, this.tokens + (t - this.last) * this.share);
    this.last = t;
  }

  /** Releases the next game in turn once nothing released is running and the budget is not spent; else sleeps until it is. */
  private pump(): void {
    if (this.closed || this.sleeping || this.inFlight || !this.queue.size) return;
    this.refill();
    if (this.tokens >= 0) {
      const [key, waiters] = this.queue.entries().next().value as [string, Array<(go: boolean) => void>];
      const next = waiters.shift()!;
      this.queue.delete(key);
      if (waiters.length) this.queue.set(key, waiters);
      this.inFlight++;
      next(true);
      return;
    }
    // The time until the debt is paid back at `share`; at least 1 ms (a timer cannot wait less).
    const ms = Math.max(1, Math.ceil(-this.tokens / this.share));
    this.sleeping = true;
    void this.sleep(ms).then(() => {
      this.sleeping = false;
      this.pump();
    });
  }
}
