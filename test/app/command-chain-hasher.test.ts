// The command service hashes its events by CommandChainHasher, which writes the metadata's canonical text from
// known parts instead of sorting a copy: every hash must be eventHash's, whatever the parts hold.
import { CommandChainHasher, eventHash, type CommandMetadataParts, type UnhashedMetadata } from '../../src/app/event-chain';

const base: CommandMetadataParts = {
  commandId: 'a'.repeat(64),
  commandType: 'EndPhase',
  commandFingerprint: 'b'.repeat(64),
  actor: 'Japan',
  causationId: 'a'.repeat(64),
  schemaVersion: 1,
  time: '2026-11-29T10:00:00.000Z',
};

/** The metadata as commands.ts builds it: these keys in this order, and the first event's command and version. */
function metadataOf(parts: CommandMetadataParts, prevHash: string, first?: { command: unknown; engineVersion: string }) {
  const m: Record<string, unknown> = {
    commandId: parts.commandId,
    commandType: parts.commandType,
    commandFingerprint: parts.commandFingerprint,
    actor: parts.actor,
    ...(parts.bot !== undefined ? { bot: parts.bot } : {}),
    causationId: parts.causationId,
    schemaVersion: parts.schemaVersion,
    time: parts.time,
    prevHash,
  };
  if (first) {
    m.command = first.command;
    m.engineVersion = first.engineVersion;
  }
  return m as unknown as UnhashedMetadata;
}

const variants: [string, Partial<CommandMetadataParts>][] = [
  ['a seat', {}],
  ['a bot', { bot: 'random' }],
  ['quotes, escapes, non-ASCII and a lone surrogate', { actor: 'a"b\\c\n\u0001é😀\ud800', bot: 'x"y', time: '\u2028' }],
  ['DEL, a trailing backslash and a lone low surrogate', { actor: '\u007f', bot: 'z\\', time: '\udc00' }],
  ['a schema version of 2', { schemaVersion: 2 }],
  ['a schema version that is not an integer', { schemaVersion: 1.5 }],
  ['a schema version of -0', { schemaVersion: -0 }],
  ['a command type that is not a string', { commandType: undefined as unknown as string }],
  ['an actor that is a number', { actor: 7 as unknown as string }],
];

const commands: [string, unknown][] = [
  ['a small command', { type: 'EndPhase' }],
  [
    'a nested command',
    {
      type: 'PurchaseUnits',
      units: [
        { type: 'infantry', count: 2 },
        { count: 1, type: 'fighter' },
      ],
      z: null,
      a: true,
    },
  ],
  ['a command with integer-like keys and undefined', { type: 'X', 2: 'b', 1: 'a', gone: undefined, list: [undefined, 1] }],
  ['no command', undefined],
  ['a command that is a function', () => 1],
  ['a command whose toJSON gives undefined', { toJSON: () => undefined }],
];

const payloads: [string, unknown][] = [
  ['a payload', { phase: 'combatMove', round: 3, units: [{ id: 'u1', at: 'Japan' }] }],
  ['no payload', undefined],
  ['a null payload', null],
  ['a payload with a toJSON and a function', { when: new Date(0), f: () => 1, b: 'x' }],
  ['a payload that is a function', () => 1],
  ['a payload whose toJSON gives undefined', { toJSON: () => undefined }],
  ['a symbol payload', Symbol('s')],
];

describe('CommandChainHasher', () => {
  for (const [vName, v] of variants)
    for (const [cName, command] of commands)
      for (const [pName, data] of payloads)
        it(`hashes as eventHash does: ${vName}, ${cName}, ${pName}`, () => {
          const parts = { ...base, ...v };
          const hasher = new CommandChainHasher(parts);
          const first = { command, engineVersion: '0.9.1' };
          // The first event carries the command; the next one chains to it.
          const h0 = hasher.hash('PhaseEnded', data, '', first);
          expect(h0).toBe(eventHash('PhaseEnded', data, metadataOf(parts, '', first)));
          const h1 = hasher.hash('PhaseStarted', data, h0);
          expect(h1).toBe(eventHash('PhaseStarted', data, metadataOf(parts, h0)));
          expect(h1).not.toBe(h0);
        });

  it('hashes an event type and a previous hash that need escaping as eventHash does', () => {
    const hasher = new CommandChainHasher(base);
    expect(hasher.hash('A"\n', { x: 1 }, 'p"q')).toBe(eventHash('A"\n', { x: 1 }, metadataOf(base, 'p"q')));
  });
});
