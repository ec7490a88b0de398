import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, pinClock, test, type Page } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { meeraApi, todayInIndia } from '../support/journal-api.ts';
import { demo, screenshots, signInAs } from '../support/session.ts';
import { uniqueTag } from '../support/unique.ts';

const offlineMessage =
  'You are offline. Meals, water and habits you log are kept on this phone and sent when you are back online.';

// The rest of the journeys block the offline app's worker (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Resolves once the offline app's worker is active and controls this page. */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/**
 * Chrome never offers to install from an incognito window, which is what every Playwright
 * context is; Lighthouse runs in a normal profile. So this check gets a browser of its own
 * with a (throwaway) profile, started as the project starts its browser.
 */
test('the dashboard is installable as an app: Chrome finds nothing missing (what Lighthouse reads)', async ({
  baseURL,
}, testInfo) => {
  const { launchOptions } = testInfo.project.use;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'nw-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  await pinClock(context);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInAs(page, 'client');
    // The installed app's start page: she is signed in, so it opens her dashboard.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/client$/);
    await serviceWorkerInControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('without a connection the dashboard opens from the app’s cache and says she is offline', async ({
  page,
  context,
}) => {
  await signInAs(page, 'client');
  await serviceWorkerInControl(page);
  await expect(page.getByRole('status').filter({ hasText: offlineMessage })).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/client$/);
  // The shell: her page's title, who she is, her menu, and the notice.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(demo.client.email).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: offlineMessage })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'pwa-offline-dashboard');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: offlineMessage })).toHaveCount(0);
});

test('the journal reloaded without a connection still takes a meal, and the server gets it once when she is back online', async ({
  page,
  context,
  request,
}) => {
  const meera = await meeraApi(request);
  const date = todayInIndia();
  // Its own text per attempt, so a retry does not count the first one's.
  const text = `Khichdi with curd, logged offline (${uniqueTag()})`;
  const timesOnServer = async () =>
    (await meera.day(date)).entries.filter((entry) =>
      entry.items.some((item) => item.text === text),
    ).length;

  await signInAs(page, 'client');
  await serviceWorkerInControl(page);
  await context.setOffline(true);
  await page.goto('/dashboard/client/journal');
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByText('Loading journal…')).toHaveCount(0);
  await main.getByRole('button', { name: 'Log dinner' }).click();
  const dinner = page.getByRole('dialog', { name: 'Log dinner' });
  await dinner.getByLabel('Can’t find it? Describe what you ate').fill(text);
  await dinner.getByRole('button', { name: 'Save meal' }).click();
  await expect(main.getByRole('article', { name: 'Your dinner, waiting to send' })).toBeVisible();

  await context.setOffline(false);
  await expect(main.getByRole('article', { name: 'Your dinner, waiting to send' })).toBeHidden({
    timeout: 20_000,
  });
  await expect(main.getByRole('region', { name: /^Dinner/ })).toContainText(text);
  expect(await timesOnServer()).toBe(1);
});

test('the marketing pages are not served by the worker: offline, the home page does not open', async ({
  page,
  context,
}) => {
  await signInAs(page, 'client');
  await serviceWorkerInControl(page);
  await context.setOffline(true);
  const home = await page.goto('/').catch((error: Error) => error);
  expect(home).toBeInstanceOf(Error);
  await context.setOffline(false);
});
