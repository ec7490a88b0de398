import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { startAppServer, type AppServer } from './app-server.ts';
import { e2eNow } from './clock.ts';

export { expect } from '@playwright/test';
export { chromium } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * The browser's clock follows the server's pinned one (e2e/support/clock.ts): Playwright's
 * clock starts each context at the app's now and lets it run, so the page's "today" and the
 * server's agree at any hour the suite is pinned to.
 */
export async function pinClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: e2eNow() });
}

/**
 * Every journey's test: as Playwright's, against its worker's own app (e2e/support/
 * app-server.ts), with the browser on the app's clock.
 */
export const test = base.extend<object, { appServer: AppServer }>({
  appServer: [
    // Playwright reads which fixtures a fixture needs from its first parameter's pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startAppServer();
      // Read by e2e/support/mailbox.ts in this worker's process.
      process.env.E2E_MAILBOX_FILE = server.mailboxFile;
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    // A cold start on a busy 2-core machine, demo seed included: waitHealthy allows 3 minutes.
    { scope: 'worker', auto: true, timeout: 210_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.url),
  context: async ({ context }, use) => {
    await pinClock(context);
    await use(context);
  },
});

/** A second person's browser, on the app's clock like the first. */
export async function newPinnedContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await pinClock(context);
  return context;
}
