// The pages the server serves beside the API (issue 26): `/` points to the viewer and the
// endpoint, and /viewer/ is the replay viewer, bundled by `npm run build` (vite, run by
// `npm install`) into dist/viewer and served from there by sirv. The files never change
// while the server runs: hashed assets are cached for good, index.html is revalidated.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { packageRoot } from '../app/version';

/** Where the built viewer is: dist/viewer, or VIEWER_DIR (a build of one's own, e.g. `vite build --outDir`). */
export const VIEWER_DIR = process.env.VIEWER_DIR || join(packageRoot(), 'dist', 'viewer');

// The viewer talks only to its own origin; inline style attributes are how it colours and places map labels.
const CSP =
  "default-src 'self'; connect-src 'self' ws: wss:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

const LANDING = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pacific engine</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style></head>
<body><h1>Pacific engine</h1>
<ul>
<li><a href="/viewer/">Replay viewer</a>: any game on the map, scrubbed through its history, or followed live.</li>
<li><a href="/graphql">GraphQL API</a> (queries, mutations; subscriptions over graphql-ws at the same path).</li>
<li><a href="/health">Health</a></li>
</ul></body></html>
`;

export type PageHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;

/** Answers `/`, `/viewer` and `/viewer/…` (true), or leaves the request to the API (false). */
export function pageHandler(viewerDir = VIEWER_DIR): PageHandler {
  const built = existsSync(join(viewerDir, 'index.html'));
  const files = built
    ? sirv(viewerDir, {
        etag: true,
        setHeaders(res, path) {
          res.setHeader('content-security-policy', CSP);
          res.setHeader('x-content-type-options', 'nosniff');
          res.setHeader('cache-control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      })
    : null;
  return (req, res, pathname) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP }).end(LANDING);
      return true;
    }
    if (pathname === '/viewer') {
      const q = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      res.writeHead(301, { location: `/viewer/${q}` }).end();
      return true;
    }
    if (!pathname.startsWith('/viewer/')) return false;
    if (!files) {
      res
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
        .end('The viewer is not built: run `npm run build` (npm install does it).\n');
      return true;
    }
    // sirv serves paths relative to its folder: strip /viewer, keep the query string.
    if (req.url === undefined) throw new Error('pages: a request to the viewer without a url');
    req.url = req.url.slice('/viewer'.length);
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
    });
    return true;
  };
}
