// The request line (src/api/request-log.ts, docs/operations.md): one line per request, at a level by its outcome,
// with the request's id, method, path (never the query string), address, status and time; `req.log` bound to the
// same fields. A plain Node server with the engine's request class and request lines, so each outcome is made at will.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, requestLineLogger } from '../../src/app/logger';
import { loggedRequestClass, requestLines, type LoggedRequest } from '../../src/api/request-log';

type Line = Record<string, unknown> & { req?: Record<string, unknown>; res?: { statusCode: number } };

let server: Server;
let port: number;
const raw: string[] = [];
const lines = () => raw.map((l) => JSON.parse(l) as Line);

beforeAll(async () => {
  const log = createLogger({ level: 'debug', stream: { write: (s: string) => void raw.push(s) } });
  const lineOf = requestLines(requestLineLogger(log));
  server = createServer({ IncomingMessage: loggedRequestClass(log) });
  server.on('request', (req: LoggedRequest, res) => {
    lineOf(req, res);
    const path = req.url?.split('?')[0];
    if (path === '/own-line') req.log.info({ seatToken: 'secret-token' }, 'own line');
    if (path === '/abort') return; // never answered: the client goes away
    const status = path === '/health' ? 200 : path === '/fail' ? 500 : path === '/busy' ? 503 : 200;
    res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; id: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, id: res.headers['x-request-id'] as string | undefined }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The line of the request with this id, once written. */
async function lineOf(id: string): Promise<Line> {
  for (let i = 0; i < 100; i++) {
    const found = lines().find((l) => l.req?.id === id && typeof l.responseTime === 'number');
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no request line for ${id}`);
}

test('a completed request: info, its fields, the path without the query string, the id sent back', async () => {
  const r = await get('/graphql?query={x}&variables={"seatToken":"s"}', { 'x-request-id': 'mine-1' });
  expect(r.id).toBe('mine-1');
  const line = await lineOf('mine-1');
  expect(line).toMatchObject({
    level: 'info',
    service: 'pacific-engine',
    msg: 'request completed',
    req: { id: 'mine-1', method: 'GET', path: '/graphql', remoteAddress: '127.0.0.1' },
    res: { statusCode: 200 },
  });
  expect(line.responseTime).toEqual(expect.any(Number));
  expect(JSON.stringify(line)).not.toContain('seatToken');
});

test('an id a client may not choose is replaced by a UUID', async () => {
  const r = await get('/x', { 'x-request-id': 'spaces are not allowed' });
  expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect((await lineOf(r.id!)).req).toMatchObject({ id: r.id, path: '/x' });
});

test('levels: 5xx error ("request errored"), 503 warn, a healthy /health debug', async () => {
  const fail = await get('/fail');
  expect(await lineOf(fail.id!)).toMatchObject({ level: 'error', msg: 'request errored', res: { statusCode: 500 } });
  expect((await lineOf(fail.id!)).err).toBeUndefined();
  const busy = await get('/busy');
  expect(await lineOf(busy.id!)).toMatchObject({ level: 'warn', msg: 'request errored', res: { statusCode: 503 } });
  const health = await get('/health');
  expect(await lineOf(health.id!)).toMatchObject({ level: 'debug', msg: 'request completed' });
});

test('a request the client gave up on is logged once, as aborted', async () => {
  await new Promise<void>((resolve) => {
    const req = request({ port, host: '127.0.0.1', path: '/abort', headers: { 'x-request-id': 'gone-1' } });
    req.on('error', () => resolve());
    req.end();
    setTimeout(() => {
      req.destroy();
      resolve();
    }, 100);
  });
  const line = await lineOf('gone-1');
  expect(line).toMatchObject({ level: 'info', msg: 'request aborted', req: { id: 'gone-1', path: '/abort' } });
  await new Promise((r) => setTimeout(r, 50));
  expect(lines().filter((l) => l.req?.id === 'gone-1' && l.msg !== 'own line')).toHaveLength(1);
});

test('req.log: a line of its own, bound to the request, with the full redaction', async () => {
  const r = await get('/own-line', { 'x-request-id': 'own-1' });
  const own = lines().find((l) => l.msg === 'own line');
  expect(own).toMatchObject({ req: { id: 'own-1', method: 'GET', path: '/own-line' }, seatToken: '[redacted]' });
  expect(r.status).toBe(200);
});
