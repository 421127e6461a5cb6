// The soak players (test/soak/random-player.ts) playing a game through the
// command service, as the API runs commands: seat tokens, the game's own dice
// (derived from the server secret), the hash chain, the store. Everything comes
// from the seed, the secret, the game id and a clock that ticks one second per
// command, so the same arguments append byte-identical events. Used by the
// tests that check behaviour is kept and by the benchmarks' long game.
import { createHash } from 'node:crypto';
import type { CommandOutcome, CommandRequest } from '../../src/app/commands';
import type { Services } from '../../src/app/services';
import type { Command, GameState } from '../../src/rules';
import { rulesetView } from '../../src/rules/ruleset/view';
import { RandomPlayer, Rng, type Temperament } from '../soak/random-player';

/** A command as the command service takes it, with who sent it: replayable into another game. */
export interface PlayedCommand {
  /** Whose token is sent: a seat's token (the seat's power), 'organizer', or 'none'. */
  by: string;
  command: CommandRequest['command'];
}

export interface PlayOptions {
  seed: number;
  gameId: string;
  /** Default pacific-1940. In pacific-2001 the seats are players (RULES §7): one seat per player, who sends for each power it runs. */
  rulesetId?: string;
  /** Optional rules the game is created with (default none). */
  options?: string[];
  /** The game's name (default `soak <seed>`). */
  name?: string;
  /** Practice dice: a seed the creator gives (CreateGame diceSeed), so the rolls do not depend on the server secret. */
  diceSeed?: string;
  /** Stop once the game has at least this many events (or it ends, or `maxCommands` were sent). */
  events: number;
  maxCommands?: number;
  /** Before every command (e.g. to drop the cached state, to check it makes no difference). */
  beforeCommand?(): void;
  /** After every command, with its outcome (as the API would build its answer). */
  afterCommand?(outcome: CommandOutcome): Promise<void>;
}

export interface PlayedGame {
  gameId: string;
  organizerToken: string;
  /** Seat tokens by seat (a player's seat power: in pacific-1940 every power, in pacific-2001 one per player). */
  tokens: Record<string, string>;
  /** The accepted commands, in order (CreateGame and the seats first). */
  accepted: PlayedCommand[];
  commands: number;
  state: GameState;
}

/** A UUID (version 4 layout) derived from a name: deterministic command ids. */
export function uuidFrom(name: string): string {
  const b = createHash('sha256').update(name).digest().subarray(0, 16);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** The clock to give createServices: one second per call, from a fixed start. */
export function tickingClock(start = Date.UTC(2026, 0, 1)): () => Date {
  let t = start;
  return () => new Date((t += 1000));
}

/** What the command service takes: the rules' command without what the app fills in. */
function forService(command: Command): CommandRequest['command'] {
  const { tokenHash: _t, organizerTokenHash: _o, gameId: _g, diceCommitment: _d, ...rest } = command as Command & Record<string, unknown>;
  return rest as CommandRequest['command'];
}

export async function playGame(services: Services, opts: PlayOptions): Promise<PlayedGame> {
  const rng = new Rng(opts.seed);
  const temperament: Temperament = { japanDeclares: [0.15, 0.4, 0.8][rng.int(3)], aggression: 0.6 + rng.float() * 0.35, mischief: 0.06 };
  const player = new RandomPlayer(rng, temperament);
  const accepted: PlayedCommand[] = [];
  let n = 0;
  let sent = 0;
  const send = async (by: string, token: string | null, command: CommandRequest['command']): Promise<CommandOutcome> => {
    opts.beforeCommand?.();
    sent++;
    const outcome = await services.commands.handle({
      gameId: opts.gameId,
      commandId: uuidFrom(`${opts.seed}/${opts.gameId}/${++n}`),
      token,
      command,
    });
    if (outcome.ok) accepted.push({ by, command });
    await opts.afterCommand?.(outcome);
    return outcome;
  };
  const rulesetId = opts.rulesetId ?? 'pacific-1940';
  const rules = rulesetView(rulesetId);
  const created = await send('none', null, {
    type: 'CreateGame',
    rulesetId,
    options: opts.options ?? [],
    name: opts.name ?? `soak ${opts.seed}`,
    ...(opts.diceSeed === undefined ? {} : { diceSeed: opts.diceSeed }),
  });
  if (!created.ok) throw new Error(`CreateGame refused: ${created.violation.code}`);
  const tokens: Record<string, string> = {};
  let state = created.state;
  // One seat per player, in turn order (in pacific-1940 the five powers, as before: the same commands for the same seed).
  for (const { seat: power } of rules.players) {
    const r = await send('none', null, { type: 'TakeSeat', power });
    if (!r.ok) throw new Error(`TakeSeat ${power} refused: ${r.violation.code}`);
    tokens[power] = r.token!;
    state = r.state;
  }
  const maxCommands = opts.maxCommands ?? 100_000;
  let refusedInARow = 0;
  let events = (await services.states.current(opts.gameId))!.revision + 1;
  while (state.status === 'active' && events < opts.events && sent < maxCommands) {
    const intent = player.next(state);
    // The seat that sends an intent is its power's player's (RULES §7, as test/soak/random-games does).
    const by = intent.organizer ? 'organizer' : rules.playerOf(intent.power).seat;
    const token = intent.organizer ? created.token : tokens[by];
    const r = await send(by, token, forService(intent.command));
    if (r.ok) {
      state = r.state;
      events += r.events.length;
      refusedInARow = 0;
    } else if (++refusedInARow > 200)
      throw new Error(`seed ${opts.seed}: 200 refusals in a row, the last ${r.violation.code}: ${r.violation.message}`);
  }
  return { gameId: opts.gameId, organizerToken: created.token!, tokens, accepted, commands: sent, state };
}
