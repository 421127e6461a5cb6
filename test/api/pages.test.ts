// The pages beside the API (issue 26, src/api/pages.ts), without a browser: `/` links the
// viewer, /viewer redirects to /viewer/ with its query (a deep link survives), the built
// files are served with their content types and cache headers, an unknown file is a 404,
// no path (../, encoded or not) leaves the viewer's folder, and a server without a build
// says so with a 503. pageHandler(dir) is tried on a folder made here (and a secret file
// beside it), behind a server that routes as the real one does; the real server too.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import { pageHandler, VIEWER_DIR } from '../../src/api/pages';
import { startTestServer, tempDir, type TestServer } from './helpers';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET with the path sent exactly as written (fetch would resolve ../ and re-encode first). */
function rawGet(origin: string, path: string, method = 'GET'): Promise<Answer> {
  const u = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** pageHandler(dir) routed as src/api/server.ts routes (the pathname of the parsed URL); anything else is the API's (418 here). */
function pagesServer(dir: string): Promise<{ server: Server; origin: string }> {
  const pages = pageHandler(dir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!pages(req, res, url.pathname)) res.writeHead(418).end('api');
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => ok({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

const TRAVERSALS = [
  '/viewer/../package.json',
  '/viewer/../secret.txt',
  '/viewer/%2e%2e/secret.txt',
  '/viewer/..%2fsecret.txt',
  '/viewer/%2e%2e%2fsecret.txt',
  '/viewer/assets/..%2f..%2fsecret.txt',
  '/viewer/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/viewer/..%5csecret.txt',
  '/viewer/%252e%252e%252fsecret.txt',
  '/viewer//../secret.txt',
  '/viewer/./../secret.txt',
  '/viewer/....//secret.txt',
];

describe('the viewer pages (pageHandler over a folder)', () => {
  const tmp = tempDir('pacific-pages-');
  const dir = join(tmp.dir, 'viewer');
  let s: { server: Server; origin: string };
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><title>viewer</title><script type="module" src="/viewer/assets/index-abc123.js"></script>',
    );
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("viewer")');
    writeFileSync(join(dir, 'assets', 'index-abc123.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'assets', 'map-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(tmp.dir, 'secret.txt'), 'SECRET-BESIDE-THE-VIEWER');
    s = await pagesServer(dir);
  });
  afterAll(async () => {
    await new Promise((r) => s.server.close(r));
    tmp.remove();
  });

  test('`/` is a page that links the viewer and the endpoint', async () => {
    const r = await rawGet(s.origin, '/');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.body).toMatch(/<a href="\/viewer\/">/);
    expect(r.body).toMatch(/<a href="\/graphql">/);
  });

  test('/viewer redirects to /viewer/, keeping the query (a deep link)', async () => {
    const plain = await rawGet(s.origin, '/viewer');
    expect([301, 302, 307, 308]).toContain(plain.status);
    expect(plain.headers.location).toBe('/viewer/');
    const deep = await rawGet(s.origin, '/viewer?game=abc&round=4&power=UK&phase=COMBAT_MOVE');
    expect([301, 302, 307, 308]).toContain(deep.status);
    expect(deep.headers.location).toBe('/viewer/?game=abc&round=4&power=UK&phase=COMBAT_MOVE');
  });

  test('the page and its assets: content types, hashed assets cached for good, the page revalidated', async () => {
    const page = await rawGet(s.origin, '/viewer/?game=abc&event=12');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.body).toContain('<title>viewer</title>');
    for (const [file, type] of [
      ['index-abc123.js', /^(text|application)\/javascript/],
      ['index-abc123.css', /^text\/css/],
      ['map-abc123.svg', /^image\/svg\+xml/],
    ] as const) {
      const r = await rawGet(s.origin, `/viewer/assets/${file}`);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(type);
      expect(r.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(r.headers['cache-control']).toMatch(/immutable/);
      expect(r.headers.etag).toBeTruthy();
    }
    const head = await rawGet(s.origin, '/viewer/assets/index-abc123.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  test('an unknown file is a 404; other paths and methods are left to the API', async () => {
    for (const path of ['/viewer/assets/nope-123.js', '/viewer/nope.html', '/viewer/assets/'])
      expect({ path, status: (await rawGet(s.origin, path)).status }).toEqual({ path, status: 404 });
    expect((await rawGet(s.origin, '/graphql')).status).toBe(418);
    expect((await rawGet(s.origin, '/viewerx')).status).toBe(418);
    expect((await rawGet(s.origin, '/viewer/', 'POST')).status).toBe(418);
  });

  test.each(TRAVERSALS)('%s never leaves the viewer folder', async (path) => {
    const r = await rawGet(s.origin, path);
    expect(r.body).not.toContain('SECRET-BESIDE-THE-VIEWER');
    expect(r.body).not.toContain('"pacific-engine"');
    // Either not found, or (when the path resolves to the viewer) the viewer's own page.
    if (r.status === 200) expect(r.body).toContain('<title>viewer</title>');
  });

  test('without a build, /viewer/ answers 503 saying how to build it; `/` still links it', async () => {
    const none = await pagesServer(join(tmp.dir, 'not-built'));
    try {
      const r = await rawGet(none.origin, '/viewer/');
      expect(r.status).toBe(503);
      expect(r.body).toMatch(/npm run build/);
      expect((await rawGet(none.origin, '/viewer/assets/index-abc123.js')).status).toBe(503);
      expect((await rawGet(none.origin, '/')).body).toMatch(/href="\/viewer\/"/);
    } finally {
      await new Promise((r) => none.server.close(r));
    }
  });
});

describe('the viewer pages on the real server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.stop());

  test('`/` links the viewer, /viewer redirects, and the API still answers at /graphql', async () => {
    const origin = new URL(t.url).origin;
    expect((await rawGet(origin, '/')).body).toMatch(/href="\/viewer\/"/);
    const r = await rawGet(origin, '/viewer?game=x&event=3');
    expect(r.headers.location).toBe('/viewer/?game=x&event=3');
    expect((await t.data('{ __typename }')).__typename).toBe('Query');
  });

  test('serves the build the test setup made, dist/viewer, whatever VIEWER_DIR the shell had (test/support/build-dist.ts)', async () => {
    expect(process.env.VIEWER_DIR).toBeUndefined();
    expect(VIEWER_DIR).toBe(join(__dirname, '../../dist/viewer'));
    const page = await rawGet(new URL(t.url).origin, '/viewer/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script type="module"');
  });

  test.each(TRAVERSALS)('%s never serves a file outside the viewer build', async (path) => {
    const r = await rawGet(new URL(t.url).origin, path);
    expect(r.body).not.toContain('"pacific-engine"');
    expect(r.body).not.toContain('"devDependencies"');
  });
});
