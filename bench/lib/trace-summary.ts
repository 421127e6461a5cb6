// Where a Chromium trace's time went: the self time of each kind of trace event, summed per thread
// kind (the page's main thread, its compositor, the raster workers, the display compositor), divided
// by the number of scrubs traced, in thread time (CPU the thread ran, not time it waited for a core). Self time: an event's duration less that of the events nested in it
// on the same thread, so that the kinds add up to the thread's busy time. For bench/ab-viewer.ts.

interface TraceEvent {
  ph: string;
  name: string;
  ts: number;
  dur?: number;
  /** Thread clock: what the thread ran, not what it waited for a core (the machine is shared). */
  tts?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** ms per scrub: by thread kind, its busy time and its heaviest event kinds. */
export type TraceSummary = Record<string, { busy: number; top: Record<string, number> }>;

const KINDS: [RegExp, string][] = [
  [/^CrRendererMain$/, 'main'],
  [/^Compositor$/, 'compositor'],
  [/^CompositorTileWorker/, 'raster'],
  [/^VizCompositorThread$/, 'viz'],
];

export function summariseTrace(trace: { traceEvents: TraceEvent[] } | TraceEvent[], scrubs: number, top = 12): TraceSummary {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const threadKind = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') {
      const kind = KINDS.find(([re]) => re.test(e.args?.name ?? ''))?.[1];
      if (kind) threadKind.set(`${e.pid}:${e.tid}`, kind);
    }
  // Complete events per thread, as [start, end, name]; B/E pairs joined.
  const spans = new Map<string, [number, number, string][]>();
  const open = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!threadKind.has(key)) continue;
    let list = spans.get(key);
    if (!list) spans.set(key, (list = []));
    if (e.ph === 'X' && e.tdur !== undefined && e.tts !== undefined) list.push([e.tts, e.tts + e.tdur, e.name]);
    else if (e.ph === 'B') {
      let stack = open.get(key);
      if (!stack) open.set(key, (stack = []));
      stack.push(e);
    } else if (e.ph === 'E') {
      const b = open.get(key)?.pop();
      if (b && b.tts !== undefined && e.tts !== undefined) list.push([b.tts, e.tts, b.name]);
    }
  }
  const out: TraceSummary = {};
  const self = new Map<string, Map<string, number>>();
  for (const [key, list] of spans) {
    const kind = threadKind.get(key)!;
    let byName = self.get(kind);
    if (!byName) self.set(kind, (byName = new Map()));
    list.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    // A stack of open spans: each span's self time is its duration less its direct children's.
    const stack: { end: number; name: string; self: number }[] = [];
    const close = (until: number) => {
      while (stack.length && stack[stack.length - 1].end <= until) {
        const s = stack.pop()!;
        byName!.set(s.name, (byName!.get(s.name) ?? 0) + s.self);
      }
    };
    for (const [start, end, name] of list) {
      close(start);
      const parent = stack[stack.length - 1];
      const clipped = parent ? Math.min(end, parent.end) : end;
      if (parent) parent.self -= clipped - start;
      stack.push({ end: clipped, name, self: clipped - start });
    }
    close(Infinity);
  }
  for (const [kind, byName] of self) {
    const sorted = [...byName].sort((a, b) => b[1] - a[1]);
    const busy = sorted.reduce((s, [, v]) => s + v, 0);
    out[kind] = {
      busy: round(busy / 1000 / scrubs),
      top: Object.fromEntries(sorted.slice(0, kind === 'main' ? top : 5).map(([n, v]) => [n, round(v / 1000 / scrubs)])),
    };
  }
  return out;
}

const round = (v: number) => Math.round(v * 10) / 10;
