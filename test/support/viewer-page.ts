// What every viewer test in Chromium opens first: the server with its played games
// (viewer-server.ts) and one page of headless Chromium (viewer-browser.ts) at the size
// the tests' layout assumes, the page's own errors logged. close() closes both.
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './viewer-browser';
import { startViewerServer, type ViewerServer } from './viewer-server';

export interface ViewerPage {
  server: ViewerServer;
  browser: Browser;
  page: Page;
  /** Closes the browser, then the server. */
  close(): Promise<void>;
}

export async function openViewerPage(): Promise<ViewerPage> {
  const server = await startViewerServer();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    const opened = browser;
    return {
      server,
      browser,
      page,
      async close() {
        await opened.close();
        await server.stop();
      },
    };
  } catch (err) {
    await browser?.close();
    await server.stop();
    throw err;
  }
}
