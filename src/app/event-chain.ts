// The hash chain over a game's events: each event's hash covers the previous
// hash, its type, payload and metadata, so an auditor can prove that nothing
// was changed, dropped or inserted (DESIGN "Events and streams").
import { canonicalJson } from './canonical-json';
import { sha256Hex } from './digests';
import type { EventMetadata } from '../store/port';

export type UnhashedMetadata = Omit<EventMetadata, 'hash'>;

/** SHA-256 (hex) of the RFC 8785 canonical JSON of { type, data, metadata-without-hash }. */
export function eventHash(type: string, data: unknown, metadata: UnhashedMetadata): string {
  const body = canonicalJson({ type, data, metadata });
  return sha256Hex(body ?? '');
}

/** A chain whole, or where it first breaks and why. */
export type ChainCheck = {
  /** Events checked. */
  checked: number;
} & (
  | { valid: true; firstInvalidRevision: null; reason: null }
  | {
      valid: false;
      /** 0-based revision of the first event whose hash or link is wrong. */
      firstInvalidRevision: number;
      reason: string;
    }
);

/** Recomputes every hash of a stream, in order, from "" at the start. */
export function verifyChain(events: { type: string; data: unknown; metadata: EventMetadata }[]): ChainCheck {
  let prev = '';
  for (let i = 0; i < events.length; i++) {
    const { type, data, metadata } = events[i];
    const { hash, ...rest } = metadata;
    if (rest.prevHash !== prev)
      return { valid: false, checked: i + 1, firstInvalidRevision: i, reason: 'prevHash does not match the previous event' };
    if (eventHash(type, data, rest) !== hash)
      return { valid: false, checked: i + 1, firstInvalidRevision: i, reason: 'hash does not match the event' };
    prev = hash;
  }
  return { valid: true, checked: events.length, firstInvalidRevision: null, reason: null };
}

/**
 * JSON.stringify(s) for a string: the text in quotes when it has nothing JSON escapes (a control character, a quote, a
 * backslash; any surrogate is left to JSON.stringify, which escapes a lone one). The parts hashed here are hex, ISO
 * times and names, and JSON.stringify of each was a call into V8's runtime.
 */
function quoted(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(s);
  }
  return `"${s}"`;
}

/** What every event of one command carries in its metadata alike (commands.ts writes these fields, and no others). */
export interface CommandMetadataParts {
  commandId: string;
  commandType: string;
  commandFingerprint: string;
  actor: string;
  bot?: string;
  causationId: string;
  schemaVersion: number;
  time: string;
}

/**
 * The hash chain of one command's events, written as eventHash writes it without sorting a copy of each event's
 * metadata (issue 29, the stop of 29 Nov, noon: canonicalizing the metadata was two thirds of an event's hash). The
 * metadata's keys are known, so its canonical text is assembled in their sorted order from parts made once per
 * command: RFC 8785 writes a string or an integer as JSON.stringify does, and leaves out what is undefined. Parts of
 * another kind (a number that is not a safe integer, a non-string) take eventHash's way, so the hashes are the same
 * either way (test/app/event-chain.test.ts compares them).
 */
export class CommandChainHasher {
  /** `{"actor":…,"bot":…,"causationId":…` */
  private readonly head: string;
  /** `,"commandFingerprint":…,"commandId":…,"commandType":…` */
  private readonly middle: string;
  /** `,"schemaVersion":…,"time":…}` */
  private readonly tail: string;
  private readonly plain: boolean;

  constructor(private readonly parts: CommandMetadataParts) {
    const p = parts;
    this.plain =
      typeof p.commandId === 'string' &&
      typeof p.commandType === 'string' &&
      typeof p.commandFingerprint === 'string' &&
      typeof p.actor === 'string' &&
      (p.bot === undefined || typeof p.bot === 'string') &&
      typeof p.causationId === 'string' &&
      Number.isSafeInteger(p.schemaVersion) &&
      typeof p.time === 'string';
    // Parts of another kind are not written: hash() takes eventHash's way for them.
    const j = (v: string) => (this.plain ? quoted(v) : '');
    // The causation id is the command id (commands.ts): its text is made once for both.
    const id = j(p.commandId);
    this.head = `{"actor":${j(p.actor)}${p.bot === undefined ? '' : `,"bot":${j(p.bot)}`},"causationId":${p.causationId === p.commandId ? id : j(p.causationId)}`;
    this.middle = `,"commandFingerprint":${j(p.commandFingerprint)},"commandId":${id},"commandType":${j(p.commandType)}`;
    this.tail = `,"schemaVersion":${p.schemaVersion},"time":${j(p.time)}}`;
  }

  /**
   * eventHash(type, data, metadata) for an event of this command whose metadata is these parts, `prevHash`, and on the
   * first event `command` and `engineVersion` (both given, or neither).
   */
  hash(type: string, data: unknown, prevHash: string, first?: { command: unknown; engineVersion: string }): string {
    if (!this.plain || typeof type !== 'string' || typeof prevHash !== 'string' || (first && typeof first.engineVersion !== 'string'))
      return eventHash(type, data, this.metadata(prevHash, first));
    const command = first ? canonicalJson(first.command) : undefined;
    const body = canonicalJson(data);
    // A value written as nothing that is not undefined (a function, a toJSON giving undefined): the package writes the
    // whole event, and writes such a member as the text "undefined" where the parts here would leave it out.
    if ((body === undefined && data !== undefined) || (first && command === undefined && first.command !== undefined))
      return eventHash(type, data, this.metadata(prevHash, first));
    const metadata =
      this.head +
      (command === undefined ? '' : `,"command":${command}`) +
      this.middle +
      (first ? `,"engineVersion":${quoted(first.engineVersion)}` : '') +
      `,"prevHash":${quoted(prevHash)}` +
      this.tail;
    return sha256Hex(`{${body === undefined ? '' : `"data":${body},`}"metadata":${metadata},"type":${quoted(type)}}`);
  }

  /**
   * An event's metadata but its hash: these parts, `prevHash`, and on the first event `command` and `engineVersion`,
   * in the order the stored JSON has always had them (the hash is over canonical JSON, whatever the order), built
   * without spreading optional parts.
   */
  metadata(prevHash: string, first?: { command: unknown; engineVersion: string }): UnhashedMetadata {
    const p = this.parts;
    const m: UnhashedMetadata =
      p.bot === undefined
        ? {
            commandId: p.commandId,
            commandType: p.commandType,
            commandFingerprint: p.commandFingerprint,
            actor: p.actor,
            causationId: p.causationId,
            schemaVersion: p.schemaVersion,
            time: p.time,
            prevHash,
          }
        : {
            commandId: p.commandId,
            commandType: p.commandType,
            commandFingerprint: p.commandFingerprint,
            actor: p.actor,
            bot: p.bot,
            causationId: p.causationId,
            schemaVersion: p.schemaVersion,
            time: p.time,
            prevHash,
          };
    if (first) {
      m.command = first.command as UnhashedMetadata['command'];
      m.engineVersion = first.engineVersion;
    }
    return m;
  }
}
