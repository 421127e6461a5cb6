// Waking this process's subscriptions when another process commits to the same
// SQLite file (docs/processes.md).
//
// Every store on a file writes a few bytes into `<file>-wake` after each of its
// commits, and watches that file (fs.watch: inotify on Linux). A change seen
// there means some process on the machine committed: this store then lists
// the streams written since the last position it accounted for (one indexed
// range scan) and wakes the subscriptions of those streams, and every
// subscription to all streams, which read from their own cursors. Appends this
// process made itself are pushed to its subscriptions as before
// (local-appends.ts) and advance that position, so they cost no scan.
//
// - Watched only while this process has a subscription open (`arm` when one
//   opens, `idle` when the last closes: the watch ends `idleMs` later), so a
//   process nobody follows pays one small write per commit and nothing more;
//   a process with followers also sees its own writes (about one event per
//   commit, coalesced, each scan then finding nothing new).
// - No lost wake-up: the watcher is armed before the position it starts from
//   is read, and before the subscription's first read; a committer writes the
//   wake file only after its commit, so a commit either is at or below that
//   position (read by the subscription's first read) or changes the file after
//   the watcher is armed.
// - Bounded work under many commits: changes are coalesced; at most one scan
//   per `minIntervalMs`, however many commits the other processes make.
// - A scan past `maxScan` events wakes every subscription instead of listing.
// - If the file system cannot watch (fs.watch throws), subscriptions still
//   find other processes' appends by their poll (SQLITE_POLL_MS), as before.
import { closeSync, openSync, watch, writeSync, type FSWatcher } from 'node:fs';

export interface CrossProcessWakeOptions {
  /** The wake file (`<database file>-wake`). */
  file: string;
  /** The highest position stored now. */
  maxPosition(): number;
  /** Stream ids of the events after `position`, in position order, at most `limit` of them (with their positions). */
  scan(after: number, limit: number): { position: number; stream_id: string }[];
  /** Whether any subscription is open (no scan otherwise). */
  listening(): boolean;
  /** Wake the subscriptions of these streams and every subscription to all streams; null: every subscription. */
  wake(streamIds: Set<string> | null): void;
  /** How long the file stays watched after the last subscription closed (default 10 s). */
  idleMs?: number;
  /** Fewest milliseconds between two scans (default 2). */
  minIntervalMs?: number;
  /** Events one scan lists before it wakes everybody instead (default 10,000). */
  maxScan?: number;
  /** Told when the wake file cannot be watched or written (the poll is then the only way to see other processes). */
  warn?(message: string): void;
}

export class CrossProcessWake {
  private readonly fd: number | null;
  private watcher: FSWatcher | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Every event at or below this position has been accounted for: pushed by this process, or its stream woken. */
  private seen = 0;
  private timer: NodeJS.Timeout | NodeJS.Immediate | null = null;
  private lastScan = 0;
  private closed = false;
  private readonly buf = Buffer.alloc(20);
  /** Wake-file changes seen (for the tests and the bench). */
  changes = 0;
  /** Scans run after changes. */
  scans = 0;

  constructor(private readonly opts: CrossProcessWakeOptions) {
    let fd: number | null = null;
    try {
      fd = openSync(opts.file, 'a+'); // created if missing; written with pwrite at 0 below, so it stays 20 bytes
      closeSync(fd);
      fd = openSync(opts.file, 'r+');
    } catch (err) {
      opts.warn?.(`cannot use ${opts.file} (${(err as Error).message}): other processes' appends are seen by polling only`);
    }
    this.fd = fd;
  }

  /** A subscription is opening (before its first read): watch the file, if not already. */
  arm(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.closed || this.watcher || this.fd === null) return;
    const cannot = (why: string) =>
      this.opts.warn?.(`cannot watch ${this.opts.file} (${why}): other processes' appends are seen by polling only`);
    try {
      const watcher = watch(this.opts.file, { persistent: false }, () => this.changed());
      watcher.on('error', (err) => {
        cannot(err.message);
        watcher.close();
        if (this.watcher === watcher) this.watcher = null;
      });
      this.watcher = watcher;
    } catch (err) {
      cannot((err as Error).message);
      return;
    }
    // After arming the watcher (see the top of this file).
    this.seen = this.opts.maxPosition();
  }

  /** The last subscription closed: stop watching after `idleMs`, unless one opens meanwhile. */
  idle(): void {
    if (!this.watcher || this.idleTimer || this.closed) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.opts.listening()) return;
      this.watcher?.close();
      this.watcher = null;
    }, this.opts.idleMs ?? 10_000);
    this.idleTimer.unref();
  }

  /** Whether the file is watched now. */
  get armed(): boolean {
    return this.watcher !== null;
  }

  /** After a commit of this process: events `first`..`last` are pushed to its subscriptions; tell the other processes. */
  committed(first: number, last: number): void {
    if (this.closed) return;
    if (first === this.seen + 1) this.seen = last; // else another process committed in between: the next scan covers both
    if (this.fd === null) return;
    try {
      this.buf.write(String(last).padStart(20, ' '), 'latin1');
      writeSync(this.fd, this.buf, 0, 20, 0);
    } catch {
      // Only a signal: the commit stands, and the others' poll still finds it.
    }
  }

  private changed(): void {
    this.changes++;
    if (this.closed || this.timer || !this.watcher) return;
    const wait = this.lastScan + (this.opts.minIntervalMs ?? 2) - performance.now();
    this.timer = wait > 0 ? setTimeout(() => this.check(), wait) : setImmediate(() => this.check());
  }

  private check(): void {
    this.timer = null;
    if (this.closed) return;
    this.lastScan = performance.now();
    this.scans++;
    try {
      if (!this.opts.listening()) {
        this.seen = this.opts.maxPosition(); // nobody to wake; a new subscription reads before it waits
        return;
      }
      const max = this.opts.maxScan ?? 10_000;
      const rows = this.opts.scan(this.seen, max + 1);
      if (rows.length === 0) return;
      if (rows.length > max) {
        this.seen = this.opts.maxPosition();
        this.opts.wake(null);
        return;
      }
      this.seen = rows[rows.length - 1].position;
      this.opts.wake(new Set(rows.map((r) => r.stream_id)));
    } catch (err) {
      // A locked or failing file: wake everyone, whose reads report the failure their own way.
      this.opts.warn?.(`wake scan failed (${(err as Error).message})`);
      this.opts.wake(null);
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) {
      clearTimeout(this.timer as NodeJS.Timeout);
      clearImmediate(this.timer as NodeJS.Immediate);
    }
    this.timer = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.watcher?.close();
    this.watcher = null;
    if (this.fd !== null) closeSync(this.fd);
  }
}
