// The event store port. Every adapter (memory, sqlite, kurrentdb) passes the
// same contract suite in test/store/contract.ts.

/** What every stored event carries besides its payload (DESIGN "Events and streams"). */
export interface EventMetadata {
  /**
   * Idempotency key of the command that produced the event: a keyed hash of the client's command
   * id (HMAC with the server secret, per game: src/app/command-keys.ts), never the id itself.
   * Events written before that carry the id's unsalted SHA-256.
   */
  commandId: string;
  /** The command's type (e.g. "PurchaseUnits"), so a command id reused for another command is recognised. */
  commandType?: string;
  /**
   * Keyed hash of the command's parameters and acting seat: a retry must match it to be answered
   * as a duplicate (else COMMAND_ID_REUSED). Absent from events written before it existed.
   */
  commandFingerprint?: string;
  /**
   * On the first event of each command's events: the command as the rules core decided it (its
   * tokens and codes replaced by their hashes, so it reveals no secret), for the verifier to decide
   * again (docs/audit.md). Absent from events written before engine 0.2.0.
   */
  command?: unknown;
  /** With `command`: the version of the engine that decided it (package.json). */
  engineVersion?: string;
  /** The seat that acted: a power id, "organizer", "operator" (the server's, docs/operations.md), "system" or "anonymous". */
  actor: string;
  /**
   * The bot that chose the command, when a bot played the seat (docs/bots.md): "random", "planner" or "safe-defaults".
   * Absent from a person's commands (and from every event written before bot seats), so their hashes are unchanged.
   */
  bot?: string;
  /** Id of the event or command that caused this one. */
  causationId: string;
  /** Version of the event's payload schema; old payloads are upcast when read. */
  schemaVersion: number;
  /** ISO-8601 time the server accepted the command. */
  time: string;
  /** SHA-256 of the previous event in the stream ("" for the first). */
  prevHash: string;
  /** SHA-256 over prevHash and this event's type, data and the metadata above. */
  hash: string;
}

export interface NewEvent {
  /** A UUID, deterministic for a given command so a retried append is recognisable. */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent extends NewEvent {
  streamId: string;
  /** 0-based number of the event in its stream. */
  revision: number;
  /**
   * Position in the store's global order; strictly increasing (gapless where `capabilities.gaplessPositions`).
   * On KurrentDB the event's commit position, which the events of one explicit transaction share
   * (the legacy TCP clients wrote those; this server never does): `cursor` orders them too.
   */
  position: number;
  /**
   * Where `capabilities.cursors`: the event's exact place in the global order (KurrentDB: its
   * commit and prepare positions), distinct for every event and ordered as plain strings. A read
   * or subscription of all streams given it as `afterCursor` resumes exactly after this event.
   */
  cursor?: string;
}

/**
 * - 'any': no check
 * - 'no_stream': the stream must not exist yet
 * - 'stream_exists': the stream must already exist
 * - n >= 0: the revision of the stream's last event must be n
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
  /**
   * The caller hands its events' payloads and metadata over: it neither keeps nor changes them after the call, and they
   * are plain JSON values (what parsing their JSON gives back, key for key; a payload undefined stands for null). A
   * store may then answer with those objects in place of copies parsed back from what it wrote (SQLite; issue 29, the
   * stop of 29 Nov, noon). Other stores ignore it.
   */
  handsOver?: boolean;
}

export interface AppendResult {
  /** Revision of the last event of the stream after the append. */
  nextRevision: number;
  /** Global position of the last event appended (or found, when `duplicate`). */
  position: number;
  /**
   * True when every event's command id was already in the stream: nothing was
   * written and the stored events are returned instead (idempotent retry).
   */
  duplicate: boolean;
  events: RecordedEvent[];
}

export class WrongExpectedRevisionError extends Error {
  readonly code = 'WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** -1 when the stream does not exist. */
    readonly actual: number,
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface ReadStreamOptions {
  /** First revision to return (default 0). */
  fromRevision?: number;
  /** Last revision to return, inclusive (default: the end). */
  toRevision?: number;
  /** At most this many events. */
  limit?: number;
}

/** An event as a fold needs it: its type and payload, and of its metadata only the payload's schema version. */
export interface StoredPayload {
  type: string;
  data: unknown;
  /** metadata.schemaVersion; null or undefined where the event has none (written before it existed: version 1). */
  schemaVersion: number | null | undefined;
}

/**
 * An event as a game's load folds it (GameStates.current): its revision, type and payload, and of its metadata what the
 * fold keeps (the command's id, for idempotency and the command ends; the event's hash, the next one's prevHash) and the
 * payload's schema version. A RecordedEvent is one.
 */
export interface FoldedEvent {
  revision: number;
  type: string;
  data: unknown;
  metadata: Pick<EventMetadata, 'commandId' | 'hash'> & { schemaVersion?: number | null };
}

export interface ReadAllOptions {
  /** Return events with position > after (default: from the start). */
  after?: number;
  /** Where `capabilities.cursors`: return the events after the one with this `cursor` (takes the place of `after`). */
  afterCursor?: string;
  limit?: number;
}

/** A live feed that first catches up from its starting point and then follows new appends. */
export interface Subscription extends AsyncIterable<RecordedEvent> {
  /** Stop the feed; a pending iteration ends. Safe to call twice. */
  close(): Promise<void>;
}

export interface SubscribeAllOptions {
  /** Deliver events with position > after (default: from the start). */
  after?: number;
  /** Where `capabilities.cursors`: deliver the events after the one with this `cursor` (takes the place of `after`). */
  afterCursor?: string;
  /** Only streams whose id starts with one of these prefixes. */
  streamPrefixes?: string[];
}

export interface SubscribeStreamOptions {
  /** Deliver events with revision >= fromRevision (default 0). */
  fromRevision?: number;
}

/**
 * Where projections keep a checkpoint of what they have folded, beside the events: a
 * projection saves its rows with the position up to which it has folded the log, and
 * after a restart folds only the events after it. Rows are JSON values keyed by string.
 */
export interface ProjectionCheckpoints {
  /** The position and rows last saved under `name`, or null if none were. */
  load(name: string): Promise<{ position: number; rows: Map<string, unknown> } | null>;
  /**
   * Saves `position` and upserts `rows` under `name`, atomically (a crash keeps the old checkpoint or the new one).
   * Refused (rejects with a message containing "behind", nothing written) when a checkpoint further on is saved
   * already: another process on the store saved it (docs/processes.md); the caller keeps its rows for later.
   */
  save(name: string, position: number, rows: Iterable<readonly [string, unknown]>): Promise<void>;
}

export interface EventStore {
  readonly name: string;
  readonly capabilities: {
    gaplessPositions: boolean;
    /**
     * Appends made through this store object are handed to its subscriptions by the store object
     * itself, after the appender's promise has resolved (memory, SQLite). Without it (KurrentDB)
     * the server delivers them, whenever it does.
     */
    localPush: boolean;
    /**
     * Events carry a `cursor` and reads of all streams resume from one (`afterCursor`): where a
     * position alone may not say exactly where a read stopped (KurrentDB). Absent: false.
     */
    cursors?: boolean;
  };
  /**
   * Appends atomically (all events or none). If every event's
   * `metadata.commandId` already appears in the stream, nothing is written
   * and the stored events with that command id are returned with
   * `duplicate: true` (checked before the revision check). KurrentDB looks for them only around
   * the expected revision (a numeric one or 'no_stream'), without reading the whole stream: where
   * a command's retry finds them, since the retry expects the revision the first try expected, or
   * an earlier one (docs/kurrentdb.md "Idempotent appends").
   * Throws WrongExpectedRevisionError when the revision check fails.
   */
  append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /**
   * Settles once the store's checks at open are done: resolves when it may be used, rejects with the reason it must
   * not be (the SQLite file's integrity check, when run in the background: SqliteEventStoreOptions.integrityCheckIn).
   * Absent: nothing is left to check once the store object exists.
   */
  checked?(): Promise<void>;
  /** Events of one stream in revision order; [] for a stream that does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Optional: the events of one stream from revision `from` to `to` (inclusive), in revision order, as readStream
   * reads them, but only their types, payloads and schema versions (StoredPayload): for a fold, which reads nothing
   * else. A replayed board's read of its events' ids, hashes and command ids was half of what the read allocated
   * (docs/performance.md, "Replayed boards that allocate less"). Absent: readStream.
   */
  readPayloads?(streamId: string, from: number, to: number): Promise<StoredPayload[]>;
  /**
   * Optional: at most `limit` events of one stream from revision `from`, in revision order, as readStream reads them,
   * but of each only what a game's load folds (FoldedEvent): the rest of the metadata (the command, its fingerprint,
   * the previous hash, the time...) was more than half the text a load read and parsed (docs/performance.md, "A
   * game's load reads what it folds"). Absent: readStream.
   */
  readFolded?(streamId: string, from: number, limit: number): Promise<FoldedEvent[]>;
  /** Revision of the stream's last event, or -1 when it does not exist. */
  streamRevision(streamId: string): Promise<number>;
  /** Events of all streams in global order. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Catch-up-then-live feed of all streams (or those with the given prefixes). With
   * `capabilities.localPush`, appends made through this store object wake it after their
   * appenders' promises have resolved; appends by other processes are found by polling where
   * the adapter polls (SQLite).
   */
  subscribeToAll(options?: SubscribeAllOptions): Subscription;
  /**
   * Catch-up-then-live feed of one stream. With `capabilities.localPush`, appends made through
   * this store object are handed to the stream's subscriptions (no read, no parse: one frozen
   * copy shared by all of them) after their appenders' promises have resolved, and wake no other
   * stream's subscriptions.
   */
  subscribeToStream(streamId: string, options?: SubscribeStreamOptions): Subscription;
  /**
   * Calls `listener` after every append made through this store object that wrote events
   * (not for a duplicate or a failed one): synchronously, once the events are durable and
   * before the append's promise resolves, with the events the appender gets back (which the
   * listener must not change); in position order on memory and SQLite, in the order the
   * server answers on KurrentDB. For read models that must be current when a command's answer
   * is built. Returns the removal.
   */
  onAppended(listener: (events: readonly RecordedEvent[]) => void): () => void;
  /** Checkpoints of projections kept in the store itself (SQLite: tables in the same file); null where there are none. */
  readonly checkpoints: ProjectionCheckpoints | null;
  close(): Promise<void>;
}

/**
 * The store cannot serve this request now, through no fault of the request: the disk is full,
 * the file is locked by another writer past the busy timeout, an I/O error; KurrentDB unreachable
 * or past its deadline. An append that fails this way on SQLite has written nothing (its
 * transaction was rolled back); on KurrentDB, one past its deadline may have been written. Either
 * way the client may send the same command again later: a retry is answered as a duplicate.
 * `reason` is for the server's log (it names paths); clients get "try again later"
 * (src/api/errors.ts), saying so when the disk is full.
 */
export class StoreUnavailableError extends Error {
  readonly code = 'STORE_UNAVAILABLE';
  constructor(
    readonly reason: string,
    override readonly cause?: unknown,
    /** What kind of "not now": DISK_FULL is told to clients (extensions.reason), so an operator hears of it. */
    readonly kind: 'DISK_FULL' | 'OTHER' = 'OTHER',
  ) {
    super(reason);
    this.name = 'StoreUnavailableError';
  }
}

/** The store cannot be opened at all (a bad path, no permission, a corrupted file): the server must not start. */
export class StoreOpenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreOpenError';
  }
}
