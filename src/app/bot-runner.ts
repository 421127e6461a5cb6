// The bot runner (docs/bots.md): while a game waits for a decision of a seat the
// organizer gave to a bot (SeatBot), it asks that bot for a command and sends it
// through the CommandService like a person's: the same rules, the seat as the
// actor, the game's own dice, the hash chain, with `metadata.bot` naming the bot.
//
// Reproducible and safe across restarts and processes: the bot's randomness is
// drawn from the game id and the number of events so far, and the command id
// from the same, so two runners (two processes, or one before and after a
// restart) that see the game at the same point choose the same command under
// the same id, and the second is answered as a duplicate instead of acting
// twice. It plays until the seat is no longer the bot's or the game ends.
import { createHash } from 'node:crypto';
import { BOTS, NoLegalCommand, type Bot } from '../bots';
import { botFor, pendingDecisions, rulesetView, type BotName, type GameState, type PowerId } from '../rules';
import type { Logger } from './logger';
import { Pacer } from './pacer';
import type { Services } from './services';

export interface BotRunnerOptions {
  /** The bots by name (default: every bot this server runs, src/bots/index.ts). */
  bots?: { readonly [K in BotName]?: Bot };
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /**
   * Paces the commands with the clock watcher's time-outs (src/app/pacer.ts, BOT_SHARE): one per process. Default:
   * unpaced (the server passes its own).
   */
  pacer?: Pacer;
}

/** The bot seat whose decision the game waits for, if a bot plays it. */
export function botTurn(state: GameState): { power: PowerId; seat: PowerId; bot: BotName } | null {
  if (state.status !== 'active') return null;
  // Most games have no seat a bot plays: asked first, since the pending decisions are a fold of the rules that cost
  // about a tenth of a mutation's CPU, and the runner asks after every command (issue 29). botFor names a bot only
  // for a seat the organizer gave one or the seat of a player whose clock ran out: with neither, none.
  if (Object.keys(state.botSeats ?? {}).length === 0 && !state.clocks?.timedOut) return null;
  const rs = rulesetView(state.rulesetId);
  const d = pendingDecisions(state).find((x) => x.required);
  if (!d) return null;
  const bot = botFor(state, d.power);
  return bot ? { power: d.power, seat: rs.playerOf(d.power).seat, bot } : null;
}

/** A reproducible stream of floats in [0, 1) from `key`: SHA-256 in counter mode, 48 bits a number. */
export function seededStream(key: string): () => number {
  let block = 0;
  let bytes = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at + 6 > bytes.length) {
      bytes = createHash('sha256').update(`${key}#${block++}`).digest();
      at = 0;
    }
    const x = bytes.readUIntBE(at, 6);
    at += 6;
    return x / 2 ** 48;
  };
}

/** The id of the bot's command at `revision` of a game: a UUID derived from both, the same in every process. */
export function botCommandId(gameId: string, revision: number): string {
  const b = createHash('sha256').update(`bot-command/${gameId}/${revision}`).digest().subarray(0, 16);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export class BotRunner {
  private readonly bots: { readonly [K in BotName]?: Bot };
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private closed = false;
  /** Paces the commands (shared with the clock watcher in a server). */
  readonly pacer: Pacer;
  /**
   * Commands the bots sent: accepted (duplicates of another runner's included), refused for a game that had moved on
   * since the bot chose (raced), refused because the seat's clock ran out before the command came (outOfTime: the
   * clock's time-out policy plays on, docs/clocks.md), and refused from the very state the bot chose from for any
   * other reason (refused: a bot's fault).
   */
  readonly counts = { accepted: 0, raced: 0, outOfTime: 0, refused: 0 };

  constructor(
    private readonly services: Services,
    private readonly opts: BotRunnerOptions = {},
  ) {
    this.bots = opts.bots ?? BOTS;
    this.pacer = opts.pacer ?? new Pacer({ share: 1 });
  }

  /** Plays the game's bot seats now, if the game waits for one (after any command; at start-up). */
  poke(gameId: string): void {
    if (this.closed) return;
    // The game as this process last folded it (after a command here, the state it made): no bot's turn there, nothing
    // to play, and no read of the store. A game another process moved on is that process's runner's to play.
    const known = this.services.states.cached(gameId);
    if (known && !botTurn(known.state)) return;
    if (this.running.has(gameId)) {
      this.again.add(gameId);
      return;
    }
    const run = this.play(gameId)
      .catch((err: unknown) => this.opts.log?.error({ err, gameId }, 'bot runner: stopped on an error'))
      .finally(() => {
        this.running.delete(gameId);
        if (this.again.delete(gameId)) this.poke(gameId);
      });
    this.running.set(gameId, run);
  }

  /** At start-up: every active game with a bot seat (the game list knows them), so bot games go on after a restart. */
  async start(): Promise<void> {
    for (const g of await this.services.games.list())
      if (g.status === 'active' && Object.keys(g.botSeats ?? {}).length) this.poke(g.gameId);
  }

  /** Resolves once no game is being played (tests wait for it). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running.values()]);
  }

  /** Stops after the commands in flight. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  private async play(gameId: string): Promise<void> {
    // One command a step, each when the pacer lets it run (BOT_SHARE, docs/bots.md): it decides when, never what.
    while (!this.closed && (await this.pacer.run(gameId, () => this.step(gameId)))) {
      // Let the server answer others between a bot's commands.
      await new Promise((r) => setImmediate(r));
    }
  }

  /** Plays one command of the game's bot seat, if it waits for one: whether to go on with the next. */
  private async step(gameId: string): Promise<boolean> {
    const { states, commands } = this.services;
    if (this.closed) return false;
    const entry = await states.current(gameId);
    if (!entry) return false;
    // The cache may move this entry on in place while the command is decided: what the bot chose from, kept.
    const revision = entry.revision;
    const turn = botTurn(entry.state);
    if (!turn) return false;
    const bot = this.bots[turn.bot];
    if (!bot) {
      this.opts.log?.warn({ gameId, seat: turn.seat, bot: turn.bot }, `bot runner: this server does not run the ${turn.bot} bot`);
      return false;
    }
    let command;
    try {
      command = bot(entry.state, turn.power, seededStream(`${gameId}/${revision}`));
    } catch (err) {
      if (!(err instanceof NoLegalCommand)) throw err;
      this.opts.log?.error({ gameId, seat: turn.seat, bot: turn.bot }, `bot runner: ${err.message}`);
      return false;
    }
    const outcome = await commands.handle({
      gameId,
      commandId: botCommandId(gameId, revision),
      token: null,
      bot: { power: turn.power, name: turn.bot },
      command,
    });
    if (outcome.ok) {
      this.counts.accepted++;
    } else {
      // Refused. If another writer changed the game after the bot chose (a person, the organizer, another runner),
      // the bot chose from a state that is gone: a race, not a bad command; play on from the new state. The same
      // state refusing the bot's choice is the bot's fault: counted and logged, and the seat waits (no loop).
      const now = await states.current(gameId);
      if (now && now.revision !== revision) {
        this.counts.raced++;
        this.opts.log?.info(
          { gameId, seat: turn.seat, bot: turn.bot, command: command.type, code: outcome.violation.code },
          'bot runner: the game moved on while the bot chose; it chooses again',
        );
      } else if (outcome.violation.code === 'CLOCK_RAN_OUT') {
        // Time, not the bot's choice: on a busy server a bot's seat can run out of a short clock while it chooses. The
        // clock watcher records the time-out and its policy moves the game on (a new state: the runner is poked).
        this.counts.outOfTime++;
        this.opts.log?.info(
          { gameId, seat: turn.seat, bot: turn.bot, command: command.type, code: outcome.violation.code },
          "bot runner: the seat's clock ran out before the bot's command; its time-out is the clock's to record",
        );
        return false;
      } else {
        this.counts.refused++;
        this.opts.log?.error(
          { gameId, seat: turn.seat, bot: turn.bot, command: command.type, violation: outcome.violation },
          'bot runner: the command was refused; the seat waits',
        );
        return false;
      }
    }
    return true;
  }
}
