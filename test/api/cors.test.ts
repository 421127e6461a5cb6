// Browsers on other origins (#10 item 11): a CORS preflight from an allowed
// origin is answered with the Access-Control-Allow-* headers, and so is the
// request that follows; any other origin gets no Allow-Origin, so its browser
// refuses to hand over the answer. Apollo's CSRF prevention stays on.
import { configFromEnv, corsPolicyFrom } from '../../src/app/config';
import { startTestServer, type TestServer } from './helpers';

const QUERY = JSON.stringify({ query: '{ games { nodes { id } } }' });

function preflight(url: string, origin: string, headers = 'content-type,apollo-require-preflight') {
  return fetch(url, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
  });
}

function post(url: string, origin: string) {
  return fetch(url, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: QUERY });
}

const listOf = (h: string | null) => (h ?? '').split(',').map((s) => s.trim().toLowerCase());

describe('default policy: pages on localhost, any port', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  test.each(['http://localhost:5173', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://localhost'])(
    'a preflight from %s is allowed',
    async (origin) => {
      const r = await preflight(t.url, origin);
      expect(r.status).toBe(204);
      expect(r.headers.get('access-control-allow-origin')).toBe(origin);
      expect(listOf(r.headers.get('access-control-allow-methods'))).toEqual(expect.arrayContaining(['get', 'post']));
      expect(listOf(r.headers.get('access-control-allow-headers'))).toEqual(
        expect.arrayContaining(['content-type', 'apollo-require-preflight']),
      );
      expect(Number(r.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    },
  );

  test('the cross-origin POST that follows is answered with Allow-Origin and the data', async () => {
    const r = await post(t.url, 'http://localhost:5173');
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(listOf(r.headers.get('vary'))).toContain('origin');
    expect(await r.json()).toEqual({ data: { games: { nodes: expect.any(Array) } } });
  });

  test.each(['https://evil.example', 'http://localhost.evil.example', 'http://127.0.0.1.evil.example:80', 'null'])(
    'another origin (%s) gets no Allow-Origin, on the preflight or the request',
    async (origin) => {
      const pre = await preflight(t.url, origin);
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
      const r = await post(t.url, origin);
      expect(r.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  test("Apollo's CSRF prevention still refuses a GET without a preflight header", async () => {
    const r = await fetch(`${t.url}?query=${encodeURIComponent('{ games { nodes { id } } }')}`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(r.status).toBe(400);
    const ok = await fetch(`${t.url}?query=${encodeURIComponent('{ games { nodes { id } } }')}`, {
      headers: { origin: 'http://localhost:5173', 'apollo-require-preflight': 'true' },
    });
    expect(ok.status).toBe(200);
  });
});

describe('CORS_ORIGINS', () => {
  test('a list of origins: exactly those, and no longer localhost unless listed', async () => {
    const t = await startTestServer({
      cors: configFromEnv({ CORS_ORIGINS: 'https://play.example.com, https://replay.example.com:8443', EVENT_STORE: 'memory' }).cors,
    });
    try {
      for (const origin of ['https://play.example.com', 'https://replay.example.com:8443']) {
        expect((await preflight(t.url, origin)).headers.get('access-control-allow-origin')).toBe(origin);
        expect((await post(t.url, origin)).headers.get('access-control-allow-origin')).toBe(origin);
      }
      for (const origin of ['http://localhost:5173', 'https://replay.example.com', 'http://play.example.com'])
        expect((await preflight(t.url, origin)).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await t.stop();
    }
  });

  test('`*`: any origin', async () => {
    const t = await startTestServer({ cors: corsPolicyFrom('*') });
    try {
      const r = await preflight(t.url, 'https://anywhere.example');
      expect(r.status).toBe(204);
      expect(r.headers.get('access-control-allow-origin')).toBe('https://anywhere.example');
      expect((await post(t.url, 'https://anywhere.example')).status).toBe(200);
    } finally {
      await t.stop();
    }
  });

  test('parsing: unset is localhost, empty is nobody, `localhost` can be listed with others; a path or junk is refused', () => {
    expect(corsPolicyFrom(undefined)).toEqual({ anyOrigin: false, localhost: true, origins: [] });
    expect(corsPolicyFrom('')).toEqual({ anyOrigin: false, localhost: false, origins: [] });
    expect(corsPolicyFrom('localhost,https://a.example/')).toEqual({ anyOrigin: false, localhost: true, origins: ['https://a.example'] });
    expect(() => corsPolicyFrom('https://a.example/app')).toThrow(/CORS_ORIGINS.*not an origin/);
    expect(() => corsPolicyFrom('a.example')).toThrow(/CORS_ORIGINS/);
    expect(() => corsPolicyFrom('ftp://a.example')).toThrow(/CORS_ORIGINS/);
  });
});
