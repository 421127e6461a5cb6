// The server's clock watcher (docs/clocks.md): for every game whose clock runs,
// one timer at the moment the waited-for player's time runs out, which then
// claims the time-out through the CommandService like any client would
// (FlagTimeOut). The rules accept the claim only if, at the command's accept
// time, that clock really has run out. The command id is derived from the
// game, the player and the moment its clock started, so two processes watching
// the same game flag it once (the second is a duplicate). Timers live only in
// memory: start() rebuilds them from the games' states, so a restart loses none.
import { gameIdOf, streamOf } from '../../projections/game-states';
import type { GameList } from '../../projections/game-list';
import type { GameStates } from '../../projections/game-states';
import { runsOutAt, type PowerId } from '../rules';
import type { EventStore } from '../store/port';
import type { CommandService } from './commands';
import { Pacer } from './pacer';

/** setTimeout's longest delay; a later deadline is waited for in steps. */
const MAX_DELAY = 2 ** 31 - 1;
/** Games read at start between turns of the event loop. */
const YIELD_EVERY = 64;
/** A claim refused because the clock had a moment left (timers may fire a millisecond early) is retried this much later. */
const RETRY_MS = 5;

export interface ClockWatchOptions {
  store: EventStore;
  states: GameStates;
  games: GameList;
  commands: CommandService;
  /** The server's clock (tests share it with the CommandService's `now`). */
  now?: () => number;
  /** Told of each time-out claimed (accepted or refused) and of failures, for the server's log. */
  log?: (level: 'info' | 'warn', message: string, fields: Record<string, unknown>) => void;
  /**
   * Paces the time-out claims with the bot runner's commands (src/app/pacer.ts, BOT_SHARE): a game whose players all
   * ran out is claimed at 0 delay turn after turn. Default: unpaced (the server passes its own).
   */
  pacer?: Pacer;
}

export class ClockWatch {
  private readonly timers = new Map<string, { at: number; power: PowerId; since: number; timer: NodeJS.Timeout }>();
  private readonly now: () => number;
  private unsubscribe: (() => void) | null = null;
  /** The games created with clocks: only they are looked at after an append (the others cost nothing). */
  private readonly clocked = new Set<string>();
  private stopped = false;
  private readonly pacer: Pacer;

  constructor(private readonly opts: ClockWatchOptions) {
    this.now = opts.now ?? Date.now;
    this.pacer = opts.pacer ?? new Pacer({ share: 1 });
  }

  /**
   * Watches every game appended to from now on (at once), and sets the timers of the games already running (after a
   * restart): the promise resolves once they are set.
   */
  async start(): Promise<void> {
    this.unsubscribe = this.opts.store.onAppended((events) => {
      for (const e of events) {
        const id = gameIdOf(e.streamId);
        if (id && e.type === 'GameCreated' && (e.data as { clocks?: unknown }).clocks) this.clocked.add(id);
      }
      for (const id of new Set(events.map((e) => gameIdOf(e.streamId)))) if (id && this.clocked.has(id)) this.recheck(id);
    });
    let read = 0;
    for (const g of await this.opts.games.list()) {
      if (g.status !== 'active' || this.stopped) continue;
      // The SQLite store reads synchronously, so these awaits never leave the microtask queue: on a store of 10,000
      // running games they held the server's listening (and every request) for half a second at start. Every
      // YIELD_EVERY reads, the event loop turns (issue 29, the start row).
      if (++read % YIELD_EVERY === 0) await new Promise((r) => setImmediate(r));
      // Only a game created with clocks is loaded: its first event says so.
      const [created] = await this.opts.store.readStream(streamOf(g.gameId), { limit: 1 });
      if (!(created?.data as { clocks?: unknown } | undefined)?.clocks) continue;
      this.clocked.add(g.gameId);
      await this.check(g.gameId);
    }
  }

  /** check, its failure logged (a store that cannot be read now): the next append or restart looks again. */
  private recheck(gameId: string): void {
    this.check(gameId).catch((err: unknown) =>
      this.opts.log?.('warn', 'clock watcher: the game could not be read', {
        gameId,
        err: err instanceof Error ? err.message : String(err),
      }),
    );
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    for (const t of this.timers.values()) clearTimeout(t.timer);
    this.timers.clear();
  }

  /** The games with a timer set, and when each runs out (for tests and the log). */
  pending(): { gameId: string; power: PowerId; at: number }[] {
    return [...this.timers].map(([gameId, t]) => ({ gameId, power: t.power, at: t.at }));
  }

  /** Sets, moves or clears the game's timer from its state now. */
  async check(gameId: string): Promise<void> {
    if (this.stopped) return;
    const state = (await this.opts.states.current(gameId))?.state;
    const due = state && state.status === 'active' ? runsOutAt(state.clocks) : null;
    const old = this.timers.get(gameId);
    const since = state?.clocks?.running?.since ?? 0;
    if (old && due && old.at === due.at && old.power === due.power && old.since === since) return;
    if (old) clearTimeout(old.timer);
    this.timers.delete(gameId);
    if (!due || this.stopped) return;
    const delay = Math.min(MAX_DELAY, Math.max(0, due.at - this.now()));
    const timer = setTimeout(() => void this.fire(gameId, due.power, due.at, since), delay);
    timer.unref?.();
    this.timers.set(gameId, { at: due.at, power: due.power, since, timer });
  }

  private async fire(gameId: string, power: PowerId, at: number, since: number): Promise<void> {
    this.timers.delete(gameId);
    if (this.stopped) return;
    // A deadline beyond setTimeout's reach: look again (check sets the next step).
    if (at > this.now()) return this.recheck(gameId);
    try {
      // When the pacer lets it (a claim is never early for waiting: the rules check the clock at accept time).
      const outcome = await this.pacer.run(gameId, () =>
        // Stopped while it waited: no claim.
        this.stopped
          ? undefined
          : this.opts.commands.handle({
              gameId,
              commandId: `clock-timeout:${gameId}:${power}:${since}`,
              token: null,
              command: { type: 'FlagTimeOut', power },
            }),
      );
      if (!outcome) return;
      if (outcome.ok) this.opts.log?.('info', 'clock ran out', { gameId, power, duplicate: outcome.duplicate });
      else if (outcome.violation.code === 'CLOCK_NOT_RUN_OUT' && !this.stopped) {
        // A moment early, or the clock moved meanwhile (another process, a pause): look again shortly.
        await new Promise((r) => setTimeout(r, RETRY_MS).unref?.());
      } else this.opts.log?.('info', 'time-out not recorded', { gameId, power, code: outcome.violation.code });
    } catch (err) {
      this.opts.log?.('warn', 'time-out claim failed', { gameId, power, err: err instanceof Error ? err.message : String(err) });
    }
    this.recheck(gameId);
  }
}
