// Command handling: load the game, resolve the seat token, let the rules
// decide, then append the events with optimistic concurrency. A lost race is
// retried against the new state; a retried command id is applied once, and
// answered as a duplicate only when it asks for the same thing from the same
// seat (docs/security.md).
import { botFor, rulesetView, type BotName, type PowerId } from '../rules';
import { randomUUID } from 'node:crypto';
import { EVENT_SCHEMA_VERSION, type Actor, type Command, type Decision, type GameState, type RuleViolation } from '../rules';
import { GameStates, streamOf, type GameEntry } from '../../projections/game-states';
import { deterministicEventId } from '../store/event-id';
import { WrongExpectedRevisionError, type EventMetadata, type EventStore, type NewEvent, type RecordedEvent } from '../store/port';
import { commandFingerprint, commandKey, derivedGameId, legacyCommandKey } from './command-keys';
import { commitmentFor, decideWithDice } from './dice';
import { CommandChainHasher } from './event-chain';
import { hashToken, issueToken } from './tokens';
import { isoTime } from './iso-time';
import { jsonCopy } from './json-copy';
import type { OperatorToken } from './operator';
import { ENGINE_VERSION } from './version';

export interface CommandRequest {
  gameId: string;
  /**
   * Client-chosen id: the same id sent again with the same command by the same seat is applied
   * once. For createGame and takeSeat it is the client's secret (the API requires a random UUID).
   */
  commandId: string;
  command: DistributiveOmit<Command, 'tokenHash' | 'organizerTokenHash' | 'gameId' | 'diceCommitment' | 'codeHash' | 'invitationHash'>;
  /** TakeSeat in a game seated by invitation: the code the organizer passed on (only its hash reaches the rules and the log). */
  invitationCode?: string;
  /** Seat or organizer token; null for commands anyone may send. */
  token: string | null;
  /**
   * Sent by the server's bot runner (src/app/bot-runner.ts, docs/bots.md), never by a client: the seat of `power` as
   * its bot `name`, with no token. Accepted as the seat's command only while the game records that bot at that seat
   * (else NOT_AUTHORIZED); its events name the bot in `metadata.bot`.
   */
  bot?: { power: PowerId; name: BotName };
  /**
   * The server operator's token (OPERATOR_TOKEN, docs/operations.md), sent in place of `token`: the command is the
   * operator's when it matches the server's (the rules then decide whether the operator may send it), else NOT_AUTHORIZED.
   */
  operatorToken?: string;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type CommandOutcome =
  | {
      ok: true;
      gameId: string;
      events: RecordedEvent[];
      state: GameState;
      /** True when this command id had already been applied: nothing new was written. */
      duplicate: boolean;
      /** The token a CreateGame (organizer), TakeSeat or HandOverSeat (seat) issued, or the code an InviteToSeat did: shown to its caller only. */
      token: string | null;
    }
  | { ok: false; violation: RuleViolation };

/** The token or code an accepted CreateGame, TakeSeat, InviteToSeat or HandOverSeat issued (they always issue one). */
export function issuedTokenOf(outcome: Extract<CommandOutcome, { ok: true }>): string {
  if (outcome.token === null) throw new Error(`game ${outcome.gameId}: the accepted command issued no token`);
  return outcome.token;
}
export interface CommandServiceOptions {
  store: EventStore;
  states: GameStates;
  /** Secret behind seat and organizer tokens. */
  tokenSecret: string;
  now?: () => Date;
  /**
   * Attempts when another writer appended first (default 200), within `retryForMs` (default 10,000 ms) of the first.
   * Another process working through its own queue for the game wins append after append until that queue is
   * empty; within one process a command waits behind the game's queue too. So a legal command is refused
   * CONCURRENCY_CONFLICT only when the game stayed that busy for the whole time (issue 29: 6 of 400 were, after 5).
   */
  maxAttempts?: number;
  retryForMs?: number;
  /** Told of every decision the rules make that takes effect: a refusal, or events appended (not a duplicate). For audits and the golden tests. */
  observe?: DecisionObserver;
  /** The server operator's token (OPERATOR_TOKEN); null or absent: this server has no operator. */
  operator?: OperatorToken | null;
}

export type DecisionObserver = (d: { gameId: string; command: Command; actor: Actor; decision: Decision }) => void;

export class CommandService {
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly now: () => Date;
  private readonly appended: ((gameId: string) => void)[] = [];

  constructor(private readonly opts: CommandServiceOptions) {
    this.now = opts.now ?? (() => new Date());
  }

  /** Tells `listener` of every game this service appended events to (the bot runner plays on from there). */
  onAppended(listener: (gameId: string) => void): void {
    this.appended.push(listener);
  }

  /** Serializes commands per game inside this process; other processes are caught by the revision check. */
  handle(req: CommandRequest): Promise<CommandOutcome> {
    const prev = this.locks.get(req.gameId) ?? Promise.resolve();
    const run = prev.then(() => this.attempt(req, 1, Date.now()));
    // The chain waits for `run` to settle, not for its outcome: holding the outcome here kept each command's answer,
    // events and state alive through a young collection more (issue 29, docs/performance.md "What survives a scavenge").
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.locks.set(req.gameId, tail);
    void tail.then(() => {
      if (this.locks.get(req.gameId) === tail) this.locks.delete(req.gameId);
    });
    return run;
  }

  /** The id of a game created without one; a retry of the same createGame finds the same game. */
  gameIdFor(commandId: string): string {
    return derivedGameId(this.opts.tokenSecret, commandId);
  }

  private async attempt(req: CommandRequest, attempt: number, since: number): Promise<CommandOutcome> {
    const { store, states, tokenSecret } = this.opts;
    // The cached game as it is, without a read: if another process appended since, the append's
    // revision check fails and the retry below reloads it.
    const entry = states.cached(req.gameId) ?? (await states.current(req.gameId));

    if (entry && req.operatorToken !== undefined) {
      const refused = this.refuseOperator(req.operatorToken);
      if (refused) return refused;
    }
    const actor = entry
      ? req.operatorToken !== undefined
        ? ({ kind: 'operator' } as Actor)
        : req.bot
          ? botActor(entry.state, req.bot)
          : resolveActor(entry.state, req.token)
      : ({ kind: 'anonymous' } as Actor);
    if (actor === null)
      return req.bot
        ? {
            ok: false,
            violation: { code: 'NOT_AUTHORIZED', rule: 'docs/bots.md', message: `The ${req.bot.name} bot no longer plays this seat.` },
          }
        : { ok: false, violation: { code: 'NOT_AUTHORIZED', rule: 'API', message: 'The token does not match any seat of this game.' } };
    const actorName = actor.kind === 'seat' ? actor.power : actor.kind;
    const issued = this.issuedToken(req);
    const key = commandKey(tokenSecret, req.gameId, req.commandId);
    const fingerprint = commandFingerprint(tokenSecret, req.gameId, req.command, actorName);

    const previous = entry?.commands.get(key) ?? entry?.commands.get(legacyCommandKey(req.commandId));
    if (entry && previous) return this.duplicate(req, entry, previous, fingerprint, actorName, issued);

    const command = this.complete(req, issued);
    // The accept time: the rules time the clocks by it (docs/clocks.md), and every event of the command records it.
    const now = this.now();
    const time = isoTime(now);
    // The game's own dice (docs/dice.md); the seed is revealed when a command ends the game.
    const decided = decideWithDice(entry?.state ?? null, command, actor, tokenSecret, now.getTime());
    if (!decided.ok) {
      this.opts.observe?.({ gameId: req.gameId, command, actor, decision: decided });
      return decided;
    }
    const decision: Decision = decided;

    const stream = streamOf(req.gameId);
    let prevHash = entry?.lastHash ?? '';
    // The command as the rules decided it (hashes in place of tokens and codes: no secret), on the
    // first of its events, so a verifier can decide it again (docs/audit.md).
    const recorded = jsonCopy(command);
    const commandType = req.command.type;
    const eventIdKey = `${stream}:${key}`;
    // The metadata every event of the command shares, as the chain's hasher writes it once for all of them.
    const chain = new CommandChainHasher({
      commandId: key,
      commandType,
      commandFingerprint: fingerprint,
      actor: actorName,
      bot: req.bot?.name,
      causationId: key,
      schemaVersion: EVENT_SCHEMA_VERSION,
      time,
    });
    const first = { command: recorded, engineVersion: ENGINE_VERSION };
    const events: NewEvent[] = decision.events.map((e, i) => {
      // Completed with the hash in place instead of copied.
      const metadata = chain.metadata(prevHash, i === 0 ? first : undefined);
      const hash = chain.hash(e.type, e.data, prevHash, i === 0 ? first : undefined);
      (metadata as EventMetadata).hash = hash;
      prevHash = hash;
      return {
        id: deterministicEventId(eventIdKey, i),
        type: e.type,
        data: e.data === undefined ? undefined : jsonCopy(e.data),
        metadata: metadata as EventMetadata,
      };
    });
    try {
      // Each event's payload (a copy of the rules') and metadata are made for this append alone and are plain JSON (the
      // command in the metadata is a copy too): the store may answer with them instead of parsing back what it wrote.
      const result = await store.append(stream, events, {
        expectedRevision: entry ? entry.revision : 'no_stream',
        handsOver: true,
      });
      // A duplicate found by the store may sit after events this cache has not seen (another writer
      // appended them since we decided): catch up from the store instead of folding it out of order.
      // Otherwise the state decideWithDice folded is the new state: it is not folded again.
      const updated =
        (!result.duplicate && states.apply(req.gameId, result.events, { base: entry ?? undefined, after: decided.state })) ||
        (await states.current(req.gameId));
      if (!updated) throw new Error(`game ${req.gameId}: no state in the store after appending to it`);
      if (!result.duplicate) this.opts.observe?.({ gameId: req.gameId, command, actor, decision });
      if (!result.duplicate) for (const listener of this.appended) listener(req.gameId);
      if (result.duplicate && !sameCommand(result.events, req, fingerprint, actorName)) return reusedViolation;
      return { ok: true, gameId: req.gameId, events: result.events, state: updated.state, duplicate: result.duplicate, token: issued };
    } catch (err) {
      // Another writer appended first: what this cache holds is stale, whether or not we retry.
      if (err instanceof WrongExpectedRevisionError) states.forget(req.gameId);
      if (
        err instanceof WrongExpectedRevisionError &&
        attempt < (this.opts.maxAttempts ?? 200) &&
        Date.now() - since < (this.opts.retryForMs ?? 10_000)
      ) {
        // A random pause of up to a few milliseconds, so two processes that collided do not collide again in step.
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(attempt, 8)));
        return this.attempt(req, attempt + 1, since);
      }
      if (err instanceof WrongExpectedRevisionError)
        return {
          ok: false,
          violation: {
            code: 'CONCURRENCY_CONFLICT',
            rule: 'API',
            message: 'Another command changed the game at the same time; send it again.',
          },
        };
      throw err;
    }
  }

  /** NOT_AUTHORIZED, citing docs/operations.md, unless `token` is this server's operator token; null when it is. */
  private refuseOperator(token: string): CommandOutcome | null {
    const operator = this.opts.operator;
    const message = !operator
      ? 'This server has no operator: OPERATOR_TOKEN is not set, so only the organizer of a game rules on it.'
      : operator.matches(token)
        ? null
        : "The operator token is not this server's OPERATOR_TOKEN.";
    return message === null ? null : { ok: false, violation: { code: 'NOT_AUTHORIZED', rule: 'docs/operations.md', message } };
  }

  /**
   * The token this command hands out: HMAC(server secret, purpose, game id, command id), so a
   * retry of the same command gets the same one, and only its sender, who alone knows the
   * random command id, can ask for it again.
   */
  private issuedToken(req: CommandRequest): string | null {
    if (req.command.type === 'CreateGame') return issueToken(this.opts.tokenSecret, 'organizer', req.gameId, req.commandId);
    if (req.command.type === 'TakeSeat') return issueToken(this.opts.tokenSecret, 'seat', req.gameId, req.commandId);
    if (req.command.type === 'InviteToSeat') return issueToken(this.opts.tokenSecret, 'invitation', req.gameId, req.commandId);
    if (req.command.type === 'HandOverSeat') return issueToken(this.opts.tokenSecret, 'handover', req.gameId, req.commandId);
    return null;
  }

  private complete(req: CommandRequest, issued: string | null): Command {
    const c = req.command;
    // The hash of the token issuedToken hands out for these four commands.
    const issuedHash = () => {
      if (issued === null) throw new Error(`${c.type}: no token issued`);
      return hashToken(issued);
    };
    if (c.type === 'CreateGame')
      return {
        ...c,
        gameId: req.gameId,
        organizerTokenHash: issuedHash(),
        diceCommitment: commitmentFor(this.opts.tokenSecret, req.gameId, c.diceSeed),
      };
    if (c.type === 'TakeSeat')
      return {
        ...c,
        tokenHash: issuedHash(),
        ...(req.invitationCode !== undefined ? { invitationHash: hashToken(req.invitationCode) } : {}),
      };
    if (c.type === 'InviteToSeat') return { ...c, codeHash: issuedHash() };
    if (c.type === 'HandOverSeat') return { ...c, tokenHash: issuedHash() };
    return c as Command;
  }

  /** A command id seen before: the original events (and token) for a genuine retry, COMMAND_ID_REUSED for anything else. */
  private async duplicate(
    req: CommandRequest,
    entry: GameEntry,
    revisions: number[],
    fingerprint: string,
    actor: string,
    issued: string | null,
  ): Promise<CommandOutcome> {
    const events = await this.opts.store.readStream(streamOf(req.gameId), {
      fromRevision: revisions[0],
      toRevision: revisions[revisions.length - 1],
    });
    if (!sameCommand(events, req, fingerprint, actor)) return reusedViolation;
    return { ok: true, gameId: req.gameId, events, state: entry.state, duplicate: true, token: issued };
  }
}

/**
 * Whether stored events come from the same command as this request: the same fingerprint
 * (parameters and seat). Events written before fingerprints existed are judged by what they
 * carry: the command type (when recorded) and the acting seat.
 */
function sameCommand(events: RecordedEvent[], req: CommandRequest, fingerprint: string, actor: string): boolean {
  const m = events[0]?.metadata;
  if (!m) return false;
  if (m.commandFingerprint !== undefined) return m.commandFingerprint === fingerprint;
  return (m.commandType === undefined || m.commandType === req.command.type) && m.actor === actor;
}

const reusedViolation: CommandOutcome = {
  ok: false,
  violation: {
    code: 'COMMAND_ID_REUSED',
    rule: 'API',
    message:
      'This command id was already used in this game for another command, other parameters or another seat; nothing was changed. Send a new id.',
  },
};

/** The seat a bot plays, while the game records that bot there (docs/bots.md); null otherwise. */
function botActor(state: GameState, bot: { power: PowerId; name: BotName }): Actor | null {
  if (botFor(state, bot.power) !== bot.name) return null;
  return { kind: 'seat', power: rulesetView(state.rulesetId).playerOf(bot.power).seat };
}

/** Which seat a token belongs to; anonymous without a token; null for a token that fits nothing. */
export function resolveActor(state: GameState, token: string | null): Actor | null {
  if (!token) return { kind: 'anonymous' };
  const hash = hashToken(token);
  if (hash === state.organizerTokenHash) return { kind: 'organizer' };
  const power = (Object.keys(state.seats) as PowerId[]).find((p) => state.seats[p] === hash);
  return power ? { kind: 'seat', power } : null;
}

export const newGameId = () => randomUUID();
