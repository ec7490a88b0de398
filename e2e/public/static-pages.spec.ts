import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { openPhoneMenu } from '../support/phone-menu.ts';
import { STATIC_PAGES } from '../../apps/web/static-pages.ts';

/**
 * The public pages are static HTML (decision 022): no React, no React Router, only the
 * islands runtime where a page has something to run, and each island's code fetched when
 * it is needed. These journeys check what the browser loads, and that nothing a visitor
 * does before an island's code arrives is lost.
 */

/** Every script the page requests, from now on. */
function scriptRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()));
  });
  return urls;
}

const isBuiltAppScript = (url: URL) =>
  url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');

/** The one script a static page names in its HTML: the islands runtime. */
async function runtimeOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  expect(sources).toHaveLength(1);
  expect(sources[0]).toMatch(/^\/islands\//);
  return sources[0] as string;
}

/**
 * Holds every island file but the runtime until `release()`, as a slow network would:
 * the runtime runs, and the island's own code (Preact, the component) is late.
 */
async function holdIslandCode(page: Page, runtime: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/islands/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname !== runtime) {
      held.push(url.pathname);
      await gate;
    }
    await route.continue();
  });
  return { held, release };
}

test('/terms and /blogs/3 load no script at all', async ({ page }) => {
  const scripts = scriptRequests(page);
  for (const path of ['/terms', '/blogs/3']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('script')).toHaveCount(0);
  }
  expect(scripts.map((url) => url.pathname)).toEqual([]);
});

test('the landing page loads only the islands runtime up front', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.pathname).toMatch(/^\/islands\/[\w-]+\.js$/);
  await expect(page.locator('script')).toHaveCount(1);
  await expect(page.locator('script')).toHaveAttribute('src', scripts[0]?.pathname ?? '');
});

test('no static public page loads React or React Router, while the login page does', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  for (const path of STATIC_PAGES) {
    scripts.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    const appScripts = scripts.filter(isBuiltAppScript).map((url) => url.pathname);
    expect.soft(appScripts, `${path} requests the app's scripts`).toEqual([]);
  }
  scripts.length = 0;
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(scripts.filter(isBuiltAppScript).length).toBeGreaterThan(0);
});

/** What a visitor does in the calculator; a choice left out stays as the page started. */
interface Visit {
  mode?: 'BMR';
  sex?: 'male';
  age: string;
  heightCm: string;
  weightKg: string;
}

/**
 * Opens /calculator with its island's code held back, does `visit` there, checks the first
 * touch asked for the code and that it has not come yet, then lets it arrive.
 */
async function calculatorBeforeItsCode(page: Page, request: APIRequestContext, visit: Visit) {
  const island = await holdIslandCode(page, await runtimeOf(request, '/calculator'));
  await page.goto('/calculator');
  if (visit.mode) await page.getByText(visit.mode, { exact: true }).click();
  await page.getByLabel('Age (years)').fill(visit.age);
  if (visit.sex) await page.getByLabel(visit.sex, { exact: true }).check();
  await page.getByLabel('Height (cm)').fill(visit.heightCm);
  await page.getByLabel('Weight (kg)').fill(visit.weightKg);
  await expect.poll(() => island.held.length).toBeGreaterThan(0);
  island.release();
}

test('what is typed into the calculator before its code arrives is kept and used', async ({
  page,
  request,
}) => {
  const scripts = scriptRequests(page);
  await calculatorBeforeItsCode(page, request, { age: '30', heightCm: '170', weightKg: '80' });

  await page.getByRole('button', { name: 'Calculate BMI' }).click();
  await expect(page.getByText('Your BMI is 27.7: Overweight.')).toBeVisible();
  await expect(page.getByLabel('Age (years)')).toHaveValue('30');
  await expect(page.getByLabel('Height (cm)')).toHaveValue('170');
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('80');
  expect(scripts.filter(isBuiltAppScript)).toEqual([]);
});

test('the BMR chosen in the calculator before its code arrives is kept and used', async ({
  page,
  request,
}) => {
  await calculatorBeforeItsCode(page, request, {
    mode: 'BMR',
    age: '30',
    heightCm: '180',
    weightKg: '80',
  });
  // The button says BMR once the form runs with the choice put back.
  await page.getByRole('button', { name: 'Calculate BMR' }).click();
  // Female is the form's starting choice: 10 × 80 + 6.25 × 180 − 5 × 30 − 161.
  await expect(page.getByText('Your BMR is 1,614 kcal a day.')).toBeVisible();
});

test('a gender chosen with the BMR before the calculator’s code arrives is kept and used', async ({
  page,
  request,
}) => {
  // The mode is put back before the gender: putting it back once reset the form and undid
  // the gender (BMR 1,614, as for "female").
  await calculatorBeforeItsCode(page, request, {
    mode: 'BMR',
    sex: 'male',
    age: '30',
    heightCm: '180',
    weightKg: '80',
  });
  await page.getByRole('button', { name: 'Calculate BMR' }).click();
  await expect(page.getByLabel('male', { exact: true })).toBeChecked({ timeout: 5_000 });
  await expect(page.getByText('Your BMR is 1,780 kcal a day.')).toBeVisible({ timeout: 5_000 });
});

test('"Pay now" pressed before the plans’ code has arrived still opens the payment dialog', async ({
  page,
  request,
}) => {
  const runtime = await runtimeOf(request, '/');
  const island = await holdIslandCode(page, runtime);
  const scripts = scriptRequests(page);
  await page.goto('/#package');

  await page.getByRole('button', { name: 'Pay now for the Silver Plan' }).click();
  await expect.poll(() => island.held.length).toBeGreaterThan(0);
  const dialog = page.getByRole('dialog', { name: 'Silver Plan' });
  await expect(dialog).toBeHidden();

  island.release();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Amount: ₹999');
  expect(scripts.filter(isBuiltAppScript)).toEqual([]);
});

test('the phone menu closes when a link to a part of the landing page is chosen', async ({
  page,
}) => {
  const menu = await openPhoneMenu(page);
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/#package$/);
  await expect(menu).toBeHidden();
  await expect(page.locator('#package')).toBeInViewport();
});

test('the static pages’ Content-Security-Policy allows no inline script', async ({ request }) => {
  for (const path of ['/', '/terms', '/calculator', '/blogs/3']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    const directives = new Map(
      policy
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...sources]) => [name, sources]),
    );
    // Nothing inline at all: a static page has no script to hash.
    expect(directives.get('script-src'), path).toEqual(["'self'"]);
  }
});
