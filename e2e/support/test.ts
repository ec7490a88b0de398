import { test as base, type Browser, type BrowserContext } from '@playwright/test';
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

/** Every journey's test: as Playwright's, with the browser on the app's clock. */
export const test = base.extend({
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
