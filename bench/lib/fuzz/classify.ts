// How the fuzzer (bench/fuzz.ts) judges an answer. Classes:
//   OK                 200 with data and no errors (a typed refusal, RuleViolation, is a result: OK)
//   GQL:<code>         GraphQL errors, each with its code (the first error's code names the class)
//   HTTP:<status>      a 4xx that is not a GraphQL error body (413, 404, ...)
//   WS:<what>          a WebSocket message or close the protocol allows
//   NET:<code>         the connection ended without an answer (counted, not a failure by itself; but an
//                      ordinary request without an answer in 60 s is a FAIL: the server stalled)
//   FAIL:<why>         INTERNAL_SERVER_ERROR anywhere, an error without a code, a 5xx other than the
//                      documented 503 (STORE_UNAVAILABLE, SERVER_BUSY), a stack trace or source path
//                      in a body, WebSocket close 1011 or 4500, the server dying or logging an error.

/** What gives away the server's insides: a stack frame, a source or install path. */
const LEAK =
  /\n\s+at [\w$.<>]+ \(|\bat [^\s()]+ \([^)]*:\d+:\d+\)|\/(?:work|home|usr|tmp)\/[\w./-]*\.(?:ts|js)\b|node_modules\/|dist\/src\/|src\/(?:api|app|rules|store)\/[\w/-]+\.ts/;

/** 503 is documented for these (docs/limits.md, docs/operations.md): the client should retry. */
const RETRY_CODES = new Set(['STORE_UNAVAILABLE', 'SERVER_BUSY']);

export interface Verdict {
  cls: string;
  fail?: string;
}

interface GqlBody {
  data?: unknown;
  errors?: { message?: string; extensions?: { code?: unknown } }[];
}

/** The codes of a GraphQL body's errors, in order; null for an error without one. */
function codes(body: GqlBody): (string | null)[] {
  return (body.errors ?? []).map((e) => (typeof e?.extensions?.code === 'string' ? e.extensions.code : null));
}

/** A GraphQL body (or, for a batch, an array of them): its class, or the failure in it. */
export function judgeGraphQL(body: GqlBody | GqlBody[], status: number): Verdict {
  const bodies = Array.isArray(body) ? body : [body];
  let cls = 'OK';
  for (const b of bodies) {
    if (!b || typeof b !== 'object') return { cls: 'FAIL', fail: `a body that is not a GraphQL result (HTTP ${status})` };
    const cs = codes(b);
    if (cs.includes('INTERNAL_SERVER_ERROR')) return { cls: 'FAIL', fail: 'INTERNAL_SERVER_ERROR' };
    if (cs.includes(null)) return { cls: 'FAIL', fail: 'an error without a code' };
    if (cs.length && cls === 'OK') cls = `GQL:${cs[0]}`;
  }
  if (status >= 500 && !(status === 503 && bodies.some((b) => codes(b).some((c) => c && RETRY_CODES.has(c)))))
    return { cls: 'FAIL', fail: `HTTP ${status}` };
  return { cls };
}

/** An HTTP answer: status and body text. */
export function judgeHttp(status: number, text: string): Verdict {
  if (LEAK.test(text)) return { cls: 'FAIL', fail: 'a stack trace or source path in the body' };
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const isGql = (x: unknown) => !!x && typeof x === 'object' && ('errors' in x || 'data' in x);
  if (isGql(parsed) || (Array.isArray(parsed) && parsed.length > 0 && parsed.every(isGql)))
    return judgeGraphQL(parsed as GqlBody | GqlBody[], status);
  if (status >= 500) return { cls: 'FAIL', fail: `HTTP ${status} without a GraphQL body` };
  if (status >= 400) return { cls: `HTTP:${status}` };
  if (status === 200 || status === 204 || status === 304) return { cls: `HTTP:${status}` };
  return { cls: `HTTP:${status}` };
}

/**
 * A request that ended without an answer. A connection reset is counted, not a failure (the server may close a
 * connection it refuses); an ordinary request with no answer in ANSWER_TIMEOUT_MS (60 s) is: the server stalled
 * (every client waits with it). A raw-socket request waits 5 s only, and may be left waiting for a body on purpose.
 */
export function judgeNoAnswer(netError: string, raw: boolean): Verdict {
  if (netError === 'TIMEOUT' && !raw) return { cls: 'FAIL', fail: 'no answer in 60 s (the server stalled)' };
  return { cls: `NET:${netError}` };
}

/** A message the server sent on a WebSocket. */
export function judgeWsMessage(text: string): Verdict {
  if (LEAK.test(text)) return { cls: 'FAIL', fail: 'a stack trace or source path in a WebSocket message' };
  let m: { type?: string; payload?: unknown };
  try {
    m = JSON.parse(text);
  } catch {
    return { cls: 'FAIL', fail: 'a WebSocket message that is not JSON' };
  }
  if (m.type === 'next') {
    const v = judgeGraphQL(m.payload as GqlBody, 200);
    return v.fail ? v : { cls: `WS:next:${v.cls}` };
  }
  if (m.type === 'error') {
    const errors = Array.isArray(m.payload) ? (m.payload as GqlBody['errors']) : [];
    const v = judgeGraphQL({ errors }, 200);
    return v.fail ? v : { cls: `WS:error:${v.cls.replace(/^GQL:/, '')}` };
  }
  return { cls: `WS:${m.type}` };
}

/** How a WebSocket ended. */
export function judgeWsClose(code: number): Verdict {
  if (code === 1011 || code === 4500) return { cls: 'FAIL', fail: `WebSocket closed ${code}` };
  return { cls: `WS:close:${code}` };
}

/** Counts per class, and every failure with what caused it. */
export class Tally {
  readonly counts = new Map<string, number>();
  readonly fails: { fail: string; request: unknown; answer: string }[] = [];
  calls = 0;
  /** `onFail` is told of each failure as it happens (a long run saves it at once). */
  constructor(private readonly onFail: (f: { fail: string; request: unknown; answer: string }, n: number) => void = () => undefined) {}
  add(v: Verdict, request: unknown, answer: string): void {
    const cls = v.fail ? `FAIL:${v.fail}` : v.cls;
    this.counts.set(cls, (this.counts.get(cls) ?? 0) + 1);
    if (v.fail) {
      const f = { fail: v.fail, request, answer: answer.slice(0, 4000) };
      this.fails.push(f);
      this.onFail(f, this.fails.length);
    }
  }
  get failCount(): number {
    return this.fails.length;
  }
}
