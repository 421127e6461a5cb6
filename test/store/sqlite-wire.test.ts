// The commit worker's batch as one string (src/store/sqlite-wire.ts): what the worker decodes is what the event
// loop queued, field for field, whatever the text holds; and the decoder runs from its own source text, as in the worker.
import { decodeBatch, encodeBatch } from '../../src/store/sqlite-wire';
import type { WireAppend } from '../../src/store/sqlite-batch';

const event = (id: string, data: string, metadata = '{"commandId":"c"}') => ({
  event_id: id,
  type: 'PhaseStarted',
  data,
  metadata,
  command_id: 'c',
});

describe('the commit worker batch as one string', () => {
  it('decodes to the batch encoded, field for field', () => {
    const batch: WireAppend[] = [
      { streamId: 'game-1', commandIds: ['c'], expected: 'no_stream', events: [event('e1', '{"a":1}')] },
      {
        // Digits, colons and the field separator's own shape inside the text; non-Latin-1 and astral characters.
        streamId: 'game-12:3:',
        commandIds: ['c', '7:x', ''],
        expected: 41,
        events: [event('e2', '{"name":"Ōkinawa 🏝️ 3:4"}', '{"time":"2026-11-28T12:00:00.000Z"}'), event('', '""', '{}')],
      },
      { streamId: '', commandIds: [], expected: 'any', events: [] },
      { streamId: 's', commandIds: ['c'], expected: 'stream_exists', events: [event('e3', 'null')] },
    ];
    const decoded = decodeBatch(encodeBatch(batch));
    expect(decoded).toEqual(batch);
    expect(decodeBatch(encodeBatch([]))).toEqual([]);
  });

  it('keeps what an invalid expected revision was, as far as the worker tells ok from not', () => {
    const one = (expected: unknown) =>
      decodeBatch(encodeBatch([{ streamId: 's', commandIds: ['c'], expected: expected as WireAppend['expected'], events: [] }]))[0]
        .expected;
    expect(one(-1)).toBe(-1);
    expect(one(1.5)).toBe(1.5);
    expect(one(Number.NaN)).toBeNaN();
    expect(one(Infinity)).toBe(Infinity);
    expect(one('')).toBe('');
    expect(one('n5')).toBe('n5');
    expect(one({ not: 'a revision' })).toBeNull();
    expect(one(undefined)).toBeNull();
  });

  it('refuses a string cut short or with text after the batch', () => {
    const text = encodeBatch([{ streamId: 'game-1', commandIds: ['c'], expected: 3, events: [event('e1', '{"a":1}')] }]);
    expect(() => decodeBatch(text.slice(0, -3))).toThrow('malformed batch');
    expect(() => decodeBatch(`${text}1:x`)).toThrow('malformed batch');
  });

  it('decodes the same from its own source text, as the worker evaluates it', () => {
    const fromSource = new Function(`return (${decodeBatch.toString()});`)() as typeof decodeBatch;
    const batch: WireAppend[] = [{ streamId: 'game-1', commandIds: ['c'], expected: 0, events: [event('e1', '{"a":"b"}')] }];
    expect(fromSource(encodeBatch(batch))).toEqual(batch);
  });
});
