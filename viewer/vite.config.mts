// The replay viewer's build (issue 26): `npm run build` (run by `npm install`'s prepare)
// bundles viewer/ into dist/viewer, which the server serves at /viewer/. Every script,
// style and font is in the bundle: the page needs no internet. `npm run viewer` serves it
// with hot reload, the API proxied to a server started with `npm start` (port 4000).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/viewer/',
  publicDir: false,
  build: {
    outDir: '../dist/viewer',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    proxy: { '/graphql': { target: process.env.VIEWER_API ?? 'http://127.0.0.1:4000', ws: true } },
  },
  logLevel: 'warn',
});
