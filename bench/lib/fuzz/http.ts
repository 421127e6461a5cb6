// HTTP for the fuzzer (bench/fuzz.ts): one request as sent (method, path,
// headers, body) so that a failure can be saved and replayed exactly, and the
// malformed requests it mixes in (bad JSON, wrong content types, huge bodies,
// batches, GET queries, odd headers, broken framing on a raw socket).
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import type { Operation } from './operations';
import { hostileString, PROTO_NAMES, type Rng } from './rng';

export interface HttpRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The body as sent (text); for a raw request, the whole request as bytes in latin1. */
  body?: string;
  /** Sent byte for byte on a socket (broken framing Node's client would not send). */
  raw?: boolean;
}

export interface HttpAnswer {
  status: number;
  text: string;
  /** The connection ended without a (whole) answer: its error code. */
  netError?: string;
}

/** No answer within this is a class of its own (TIMEOUT). */
export const ANSWER_TIMEOUT_MS = 60_000;

export function httpSender(base: URL, lanes: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: lanes + 4 });
  return function send(req: HttpRequest): Promise<HttpAnswer> {
    if (req.raw) return sendRaw(base, req);
    return new Promise((resolve) => {
      const r = request(
        { host: base.hostname, port: base.port, method: req.method, path: req.path, headers: req.headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', (e: NodeJS.ErrnoException) => resolve({ status: res.statusCode ?? 0, text: '', netError: e.code ?? e.message }));
        },
      );
      r.setTimeout(ANSWER_TIMEOUT_MS, () => r.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      r.on('error', (e: NodeJS.ErrnoException) => resolve({ status: 0, text: '', netError: e.code ?? e.message }));
      r.end(req.body);
    });
  };
}

/** A request written on a fresh socket as is; the answer is whatever comes back until the server closes (or 5 s). */
function sendRaw(base: URL, req: HttpRequest): Promise<HttpAnswer> {
  return new Promise((resolve) => {
    const s = connect(Number(base.port), base.hostname);
    const chunks: Buffer[] = [];
    const done = (netError?: string) => {
      clearTimeout(timer);
      s.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text: text.slice(text.indexOf('\r\n\r\n') + 4), netError: status ? undefined : (netError ?? 'NO_ANSWER') });
    };
    const timer = setTimeout(() => done('TIMEOUT'), 5000);
    s.on('data', (c: Buffer) => {
      chunks.push(c);
      // One answer is enough: stop at the end of a response whose length is known.
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.indexOf('\r\n\r\n');
      const len = /content-length: (\d+)/i.exec(text.slice(0, head));
      if (head >= 0 && len && text.length >= head + 4 + Number(len[1])) done();
    });
    s.on('end', () => done());
    s.on('error', (e: NodeJS.ErrnoException) => done(e.code));
    // A client that says `Connection: close` has sent all it will: it half-closes, so a server waiting for a body
    // that was cut short sees the end at once (an aborted request) instead of holding the lane until the timeout.
    if (/\r\nConnection: close\r\n/i.test(req.body ?? '')) s.end(Buffer.from(req.body ?? '', 'latin1'));
    else s.write(Buffer.from(req.body ?? '', 'latin1'));
  });
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** An operation as the POST a client sends. */
export function postOf(op: Operation, headers: Record<string, string> = {}): HttpRequest {
  return { method: 'POST', path: '/graphql', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(op) };
}

/** A malformed or unusual HTTP request around a (possibly valid) operation. */
export function malformed(rng: Rng, op: Operation, base: URL): HttpRequest {
  const body = JSON.stringify(op);
  const host = `${base.hostname}:${base.port}`;
  switch (rng.int(22)) {
    case 0: // bad JSON
      return { method: 'POST', path: '/graphql', headers: JSON_HEADERS, body: body.slice(0, rng.int(body.length)) };
    case 1:
      return {
        method: 'POST',
        path: '/graphql',
        headers: JSON_HEADERS,
        body: rng.pick([
          '{',
          '[',
          'null',
          '1',
          '"x"',
          'true',
          '{"query":1}',
          '{"query":null}',
          '{"query":"{ rulesets { id } }","variables":"x"}',
          '{"query":"{ rulesets { id } }","variables":[1]}',
          '{"query":"{ rulesets { id } }","extensions":{"persistedQuery":{"version":1,"sha256Hash":"x"}}}',
          '{"__proto__":{"query":"{ rulesets { id } }"}}',
          '{"query":"{ rulesets { id } }","operationName":{}}',
          '\ufeff{"query":"{ rulesets { id } }"}',
        ]),
      };
    case 2: // wrong content types
      return {
        method: 'POST',
        path: '/graphql',
        headers: {
          'content-type': rng.pick([
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/graphql',
            'application/json; charset=utf-16',
            'application/jsonx',
            '',
          ]),
        },
        body,
      };
    case 3: // no content type
      return { method: 'POST', path: '/graphql', headers: {}, body };
    case 4: // a huge body
      return {
        method: 'POST',
        path: '/graphql',
        headers: JSON_HEADERS,
        body: JSON.stringify({ ...op, pad: 'x'.repeat(rng.pick([999_000, 1_000_001, 3_000_000])) }),
      };
    case 5: // a batch
      return {
        method: 'POST',
        path: '/graphql',
        headers: JSON_HEADERS,
        body: JSON.stringify(rng.chance(0.7) ? [op, op] : Array.from({ length: rng.pick([0, 1, 100]) }, () => op)),
      };
    case 6: // GET query
      return {
        method: 'GET',
        path: `/graphql?${new URLSearchParams({ query: op.query, variables: JSON.stringify(op.variables ?? {}) })}`,
        headers: { 'apollo-require-preflight': 'true' },
      };
    case 7: // GET without the CSRF header, or with a mutation
      return {
        method: 'GET',
        path: `/graphql?query=${encodeURIComponent(rng.pick([op.query, 'mutation { endPhase(input: {}) { __typename } }', '{ rulesets { id } }']))}`,
        headers: {},
      };
    case 8: // odd query strings
      return {
        method: 'GET',
        path: `/graphql?${rng.pick(['query=%', 'query=%E0%A4%A', 'variables=%7B&query=%7B', '__proto__[x]=1', 'query[]=1&query[]=2', '&&&', `query=${'a'.repeat(20_000)}`])}`,
        headers: { 'apollo-require-preflight': 'true' },
      };
    case 9: // other methods
      return {
        method: rng.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE']),
        path: '/graphql',
        headers: { ...JSON_HEADERS, origin: rng.pick(['http://localhost:5173', 'https://evil.example', 'null']) },
        body: rng.chance(0.5) ? body : undefined,
      };
    case 10: // odd headers
      return {
        method: 'POST',
        path: '/graphql',
        headers: {
          ...JSON_HEADERS,
          'x-request-id': rng.pick(['a'.repeat(500), '../../x', '\u00e9', 'ok-1']),
          'x-forwarded-for': rng.pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1', '']),
          origin: rng.pick(['null', 'http://evil', 'http://localhost']),
          accept: rng.pick(['text/html', 'application/graphql-response+json', '*/*', 'application/xml']),
          'accept-encoding': 'gzip, br',
        },
        body,
      };
    case 11: // other paths
      return {
        method: rng.pick(['GET', 'POST']),
        path: rng.pick([
          '/',
          '/health',
          '/graphql/',
          '/GRAPHQL',
          '/graphql/../graphql',
          '/viewer/',
          '/viewer/../../etc/passwd',
          '/%2e%2e/%2e%2e/etc/passwd',
          '/favicon.ico',
          `/${'a'.repeat(5000)}`,
          '/graphql?x=1#y',
          '//graphql',
        ]),
        headers: JSON_HEADERS,
        body: rng.chance(0.5) ? body : undefined,
      };
    case 12: // deep variables
      return {
        method: 'POST',
        path: '/graphql',
        headers: JSON_HEADERS,
        body: deepVariables(rng.pick([100, 5000, 20_000]), rng.chance(0.5)),
      };
    case 13: // raw: a content-length that lies
      return raw(
        `POST /graphql HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${rng.pick([0, 5, 10])}\r\nConnection: close\r\n\r\n${body}`,
      );
    case 14: // raw: chunked, malformed chunk sizes
      return raw(
        `POST /graphql HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${rng.pick(['zz', 'ffffffffffffffff', '5', '-1'])}\r\n${body}\r\n0\r\n\r\n`,
      );
    case 15: // raw: both content-length and chunked, or duplicate lengths (smuggling shapes)
      return raw(
        `POST /graphql HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n${rng.chance(0.5) ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length + 1}`}\r\nConnection: close\r\n\r\n${body}`,
      );
    case 16: // raw: garbage request lines and headers
      return raw(
        rng.pick([
          `GARBAGE\r\n\r\n`,
          `GET / HTTP/9.9\r\n\r\n`,
          `GET /graphql HTTP/1.1\r\nHost: ${host}\r\nX: ${'y'.repeat(20_000)}\r\n\r\n`,
          `GET /graphql HTTP/1.1\r\nHost: ${host}\r\nBad Header\r\n\r\n`,
          `\x00\x01\x02\r\n\r\n`,
          `GET /graphql?query={rulesets{id}} HTTP/1.0\r\napollo-require-preflight: 1\r\n\r\n`,
          `POST /graphql HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n{}`,
        ]),
      );
    case 17: // variables that are not an object, an operation name not in the document
      return {
        method: 'POST',
        path: '/graphql',
        headers: JSON_HEADERS,
        body: JSON.stringify({
          ...op,
          variables: rng.pick([[], 'x', 1, null, JSON.parse('{"__proto__": {"x": 1}}')]),
          operationName: rng.pick([undefined, 'Nope', '', hostileString(rng)]),
        }),
      };
    case 18: // a very long query text, many tokens
      return postOf({ query: `{ ${'rulesets { id } '.repeat(rng.pick([10, 3000, 30_000]))} }` });
    case 19: // deep query, many aliases, many directives
      return postOf({
        query: rng.pick([
          `{ ${'game(id: "x") { board { territories { '.repeat(1)}name } } } }`,
          `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: rulesets { id }`).join(' ')} }`,
          `{ rulesets @include(if: true) ${'@skip(if: false) '.repeat(200)} { id } }`,
          `{ ${'__typename '.repeat(5000)} }`,
          'query { ...F } fragment F on Query { ...F }',
          `{ ${'['.repeat(5000)} }`,
        ]),
      });
    case 20: // a prototype name as a JSON key in the body
      return {
        method: 'POST',
        path: '/graphql',
        headers: JSON_HEADERS,
        body: `{"query": ${JSON.stringify(op.query)}, "variables": {"${rng.pick(PROTO_NAMES)}": {"input": 1}}, "${rng.pick(PROTO_NAMES)}": 1}`,
      };
    default: // unicode escapes and lone surrogates in the query text
      return {
        method: 'POST',
        path: '/graphql',
        headers: JSON_HEADERS,
        body: JSON.stringify({ query: `{ game(id: ${JSON.stringify(hostileString(rng))}) { id } }` }),
      };
  }
}

/** Variables nested `depth` deep, written as text (JSON.stringify of such an object would overflow the stack). */
function deepVariables(depth: number, arrays: boolean): string {
  const [open, close] = arrays ? ['[', ']'] : ['{"a":', '}'];
  return `{"query":"query ($p: JSONObject!) { rulesets { id } }","variables":{"p":${open.repeat(depth)}1${close.repeat(depth)}}}`;
}

const raw = (text: string): HttpRequest => ({ method: 'RAW', path: '/graphql', headers: {}, body: text, raw: true });
