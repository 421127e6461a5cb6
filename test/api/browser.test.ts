// Issue 16: a page on another origin plays Japan's turn with an attack in a real
// browser: Debian's Chromium (/usr/bin/chromium), headless, driven by
// playwright-core (no browser is ever downloaded). The page is served from
// http://localhost:<port> and calls the API at http://127.0.0.1:<other port>
// (CORS, README "CORS_ORIGINS"); it runs the example client (examples/) as ES
// modules, transpiled here. Without /usr/bin/chromium the test says it was skipped.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import ts from 'typescript';
import { CHROMIUM, CHROMIUM_FLAGS } from '../support/viewer-browser';
import { startTestServer, type TestServer } from './helpers';

const EXAMPLES = resolve(__dirname, '../../examples');

/** The example client as browser modules: each file transpiled, its relative imports given a .js extension. */
function moduleOf(file: string): string {
  const out = ts.transpileModule(readFileSync(join(EXAMPLES, file), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ES2020, target: ts.ScriptTarget.ES2020 },
  }).outputText;
  return out.replace(/from '(\.\/[^']+)'/g, "from '$1.js'");
}

const PAGE = (api: string) => `<!doctype html><html><head><title>Pacific, from another origin</title></head><body>
<pre id="log">playing…</pre>
<script type="module">
import { Client } from './client.js';
import { newTable, playTurn } from './play-turn.js';
const client = new Client(${JSON.stringify(api)});
try {
  // Practice dice of our choosing (as test/api/examples.test.ts): the battle, hence the request count, is the same every run.
  const table = await newTable(client, 'Browser table', 'example-turn');
  const turn = await playTurn(client, table, { from: 'Kiangsi', target: 'Hunan' });
  document.getElementById('log').textContent = turn.summaries.join('\\n');
  window.result = { ok: true, origin: location.origin, ...turn };
} catch (e) {
  window.result = { ok: false, error: String(e) };
}
</script></body></html>`;

function staticServer(api: string): Promise<{ server: Server; url: string }> {
  const files: Record<string, [string, string]> = {
    '/': ['text/html', PAGE(api)],
    '/client.js': ['text/javascript', moduleOf('client.ts')],
    '/play-turn.js': ['text/javascript', moduleOf('play-turn.ts')],
    '/gql/graphql.js': ['text/javascript', moduleOf('gql/graphql.ts')],
  };
  const server = createServer((req, res) => {
    const f = files[req.url ?? ''];
    if (!f) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': f[0] }).end(f[1]);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => ok({ server, url: `http://localhost:${(server.address() as { port: number }).port}/` })),
  );
}

if (!existsSync(CHROMIUM)) {
  console.warn(`Browser test skipped: ${CHROMIUM} is not installed (apt-get install -y chromium)`);
  describe.skip(`a page on another origin in headless Chromium (install ${CHROMIUM} to run)`, () => {
    test('plays a turn', () => undefined);
  });
} else {
  describe('a page on another origin in headless Chromium', () => {
    let t: TestServer;
    let page: { server: Server; url: string };
    let profile: string;
    /** The browser, closed by the test, or by afterAll when the test gave up (timed out) while it ran. */
    let context: Awaited<ReturnType<typeof chromium.launchPersistentContext>> | undefined;
    beforeAll(async () => {
      t = await startTestServer();
      page = await staticServer(t.url);
      profile = mkdtempSync(join(tmpdir(), 'pacific-chromium-'));
    });
    afterAll(async () => {
      // A test that timed out never reached its finally: Chromium must not outlive the file (#25).
      await context?.close().catch(() => undefined);
      await new Promise((r) => page.server.close(r));
      await t.stop();
      rmSync(profile, { recursive: true, force: true });
    });

    test("plays Japan's turn with an attack through CORS, as a loop of pending decisions, in at most 17 requests", async () => {
      context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
      try {
        const tab = await context.newPage();
        await tab.goto(page.url);
        await tab.waitForFunction(() => (globalThis as unknown as { result?: unknown }).result, undefined, { timeout: 60_000 });
        const result = await tab.evaluate(() => (globalThis as unknown as { result: Record<string, unknown> }).result);
        expect(result).toMatchObject({ ok: true, origin: page.url.slice(0, -1) });
        expect(new URL(t.url).origin).not.toBe(result.origin);
        expect(result.requests).toBeLessThanOrEqual(17);
        expect(result.summaries).toEqual(expect.arrayContaining([expect.stringMatching(/^The battle in Hunan is over: /)]));
        expect(await tab.textContent('#log')).toMatch(/Japan attacks Hunan with/);
      } finally {
        await context.close();
        context = undefined;
      }
    }, 90_000);
  });
}
