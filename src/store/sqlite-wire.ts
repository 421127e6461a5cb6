// A batch of appends as it crosses to the commit worker (sqlite-commit-worker.ts):
// ONE string instead of an object graph. postMessage copies a graph by
// structured clone, object by object and key by key on this thread, and builds
// it again in the worker: about 9 µs per append against about 2 for one flat
// string (v8.serialize then deserialize of 20 appends of an `endPhase`, issue 29).
//
// Every field is written as `<length in UTF-16 units>:<text>`, so no character
// needs escaping and the worker takes each field as a slice. A number of
// fields (command ids, events) is written as a field too. `expected` keeps its
// type by a first letter: `s` a string, `n` a number (String and Number give
// back every number, NaN and Infinity included), `x` anything else (never a
// valid revision: the worker only tells ok from not, the adapter makes the
// error from the value it kept).
//
// `decodeBatch` is sent to the worker as its source text (Function#toString),
// like sqliteWriter: it must stay self-contained.
import type { WireAppend } from './sqlite-batch';

export function encodeBatch(batch: readonly WireAppend[]): string {
  let s = '';
  const field = (text: string) => {
    s += `${text.length}:${text}`;
  };
  field(String(batch.length));
  for (const q of batch) {
    field(q.streamId);
    const e = q.expected as unknown;
    field(typeof e === 'string' ? `s${e}` : typeof e === 'number' ? `n${e}` : 'x');
    field(String(q.commandIds.length));
    for (const id of q.commandIds) field(id);
    field(String(q.events.length));
    for (const ev of q.events) {
      field(ev.event_id);
      field(ev.type);
      field(ev.data);
      field(ev.metadata);
      field(ev.command_id);
    }
  }
  return s;
}

export function decodeBatch(s: string): WireAppend[] {
  let at = 0;
  const field = (): string => {
    const colon = s.indexOf(':', at);
    const end = colon + 1 + Number(s.slice(at, colon));
    if (colon < 0 || !(end <= s.length)) throw new Error('commit worker: malformed batch');
    at = end;
    return s.slice(colon + 1, end);
  };
  const count = () => Number(field());
  const batch: WireAppend[] = new Array(count());
  for (let i = 0; i < batch.length; i++) {
    const streamId = field();
    const e = field();
    const expected = (e[0] === 's' ? e.slice(1) : e[0] === 'n' ? Number(e.slice(1)) : null) as WireAppend['expected'];
    const commandIds: string[] = new Array(count());
    for (let k = 0; k < commandIds.length; k++) commandIds[k] = field();
    const events: WireAppend['events'] = new Array(count());
    for (let k = 0; k < events.length; k++)
      events[k] = { event_id: field(), type: field(), data: field(), metadata: field(), command_id: field() };
    batch[i] = { streamId, commandIds, expected, events };
  }
  if (at !== s.length) throw new Error('commit worker: malformed batch');
  return batch;
}
