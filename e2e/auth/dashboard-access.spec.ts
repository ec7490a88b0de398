import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, demo, screenshots, signInAs } from '../support/session.ts';

test('a dashboard address without a token asks to sign in, then opens that address', async ({
  page,
}) => {
  await page.goto('/dashboard/admin/clients?q=meera');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fadmin%2Fclients%3Fq%3Dmeera$/);
  await page.getByLabel('Email').fill(demo.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Login As').selectOption('admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/clients\?q=meera$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clients');
});

test('a return address off the site is ignored after sign-in', async ({ page }) => {
  await page.goto('/login?next=%2F%2Fevil.example%2Fdashboard%2Fclient');
  await page.getByLabel('Email').fill(demo.client.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Login As').selectOption('client');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\/client$/);
});

test('a forged token is refused and cleared, and the visitor is asked to sign in', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('token', 'forged.token.value');
    localStorage.setItem('user', JSON.stringify({ email: 'x@example.test', role: 'admin' }));
  });
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fadmin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('/dashboard itself goes to the sign-in page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a client who opens the admin dashboard is sent to her own', async ({ page }) => {
  await signInAs(page, 'client');
  await page.goto('/dashboard/admin/clients');
  await expect(page).toHaveURL(/\/dashboard\/client$/);
});

test('each role sees its own sidebar menu', async ({ page }) => {
  await signInAs(page, 'nutritionist');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  // Asha has an unread message in the demo data: its count joins the link once it loads.
  await expect(nav.getByRole('link')).toHaveText([
    'Today',
    'Appointments',
    'Clients',
    'Profile',
    /^Messages(\d+ unread)?$/,
    'Client Assessment',
    'Foods & Recipes',
    'Intake Forms',
    'Working Hours',
    'Privacy & Security',
  ]);
  await nav.getByRole('link', { name: 'Client Assessment' }).click();
  await expect(page).toHaveURL(/\/dashboard\/nutritionist\/clientassessment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Assessment');
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/nutritionist\/profile$/);
});

test('the collapsed sidebar stays collapsed after a reload', async ({ page }) => {
  await signInAs(page, 'admin');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-open', 'true');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-open', 'false');
  expect(await page.evaluate(() => localStorage.getItem('sidebarOpen'))).toBe('false');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-open', 'true');
});

test('on a phone the menu is a drawer that closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'client');
  await screenshots(page, 'client-dashboard');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Messages' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/client\/messages$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('an unknown address shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
