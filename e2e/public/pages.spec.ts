import { expect, test } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { screenshots } from '../support/session.ts';

const pages = [
  { path: '/', heading: 'Eat well, feel better, with a coach who knows your plate' },
  { path: '/blogs', heading: 'Blog' },
  { path: '/blogs/1', heading: /^Severely underweight/ },
  { path: '/blogs/6', heading: /^Severe obesity/ },
  { path: '/calculator', heading: 'BMI and BMR calculator' },
  { path: '/aboutus', heading: 'About us' },
  { path: '/terms', heading: 'Terms and conditions' },
  { path: '/privacy', heading: 'Privacy notice' },
  { path: '/signup', heading: 'Get in touch' },
  { path: '/reachout', heading: 'Reach out to us' },
  { path: '/data-concern', heading: 'Raise a data concern' },
  { path: '/forgotpassword', heading: 'Forgot password' },
  { path: '/resetpassword?token=x', heading: 'Set a new password' },
  { path: '/login', heading: 'Sign In' },
  // The Hindi pages (issue 33).
  { path: '/hi/', heading: 'अच्छा खाएँ, बेहतर महसूस करें, ऐसे कोच के साथ जो आपकी थाली को जानता है' },
  { path: '/hi/calculator', heading: 'BMI और BMR कैलकुलेटर' },
  { path: '/hi/aboutus', heading: 'हमारे बारे में' },
];

for (const page of pages) {
  test(`${page.path} shows its title, passes axe and does not scroll sideways at 360 px`, async ({
    page: tab,
  }) => {
    await tab.setViewportSize({ width: 360, height: 740 });
    await tab.goto(page.path);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page.heading);
    const overflow = await tab.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoSeriousAxeViolations(tab);
    const name = page.path === '/' ? 'home' : page.path.slice(1).replace(/[/?=]/g, '-');
    await screenshots(tab, `public-${name}`);
  });
}

test('/ at 1280 px reads in full below the fold before any scroll: axe finds no contrast issue on the whole page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Axe reads colours as drawn: a section still faded in, waiting for a scroll, fails.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoSeriousAxeViolations(page);
});

test('the app is served as a production build even when NODE_ENV says development', async ({
  page,
  request,
}) => {
  // The e2e server starts with NODE_ENV=development (playwright.config.ts); React's
  // development build carries this sentence and is half as large again.
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    expect(body.includes('Download the React DevTools'), url).toBe(false);
  }
});

test('the landing page reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  for (const text of [
    'Comprehensive Nutrition Platform',
    'Transform Your Wellness Journey',
    'What Our Users Say',
    'Meet Our Expert Nutritionists',
    'Best Value',
  ]) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await expect(page.getByText('₹2,499').first()).toBeVisible();
  await context.close();
});

test('an unknown blog shows "404 - Blog Not Found"', async ({ page }) => {
  const response = await page.goto('/blogs/99');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 - Blog Not Found' })).toBeVisible();
});
