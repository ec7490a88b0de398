import { expect, test } from '../support/test.ts';
import {
  demo,
  DEMO_PASSWORD,
  screenshots,
  signIn,
  signInThroughForm,
  type DemoRole,
} from '../support/session.ts';

const roles = Object.keys(demo) as DemoRole[];

for (const who of roles) {
  test(`a demo ${who} signs in, keeps the session on reload and logs out`, async ({ page }) => {
    const person = demo[who];
    await signInThroughForm(page, who);
    await expect(page.getByText(`Logged in as ${person.role}`)).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText(person.label, { exact: true })).toBeVisible();
    await expect(header.getByText(person.email)).toBeVisible();
    await expect(page.getByRole('main').getByText(person.landmark).first()).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${person.home}$`));
    await expect(page.getByRole('main').getByText(person.landmark).first()).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: localStorage.getItem('user'),
      sidebarOpen: localStorage.getItem('sidebarOpen'),
    }));
    expect(stored).toEqual({ token: null, user: null, sidebarOpen: null });
  });
}

test('the sign-in page shows its title, fields and links', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  const roleSelect = page.getByLabel('Login As');
  await expect(roleSelect).toHaveValue('');
  await expect(roleSelect.locator('option:not([disabled])')).toHaveText([
    'Admin',
    'Nutritionist',
    'Client',
  ]);
  await expect(page.getByRole('link', { name: 'Forgot Password ?' })).toHaveAttribute(
    'href',
    '/forgotpassword',
  );
  await expect(page.getByRole('link', { name: '← Back to Home' })).toHaveAttribute('href', '/');
  await screenshots(page, 'login');
});

test('an empty form says "Please fill in all fields" and sends nothing', async ({ page }) => {
  await page.goto('/login');
  let calls = 0;
  page.on('request', (request) => request.url().includes('/api/users/login') && calls++);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  expect(calls).toBe(0);
});

test('a wrong password shows "Invalid credentials"', async ({ page }) => {
  await signIn(page, demo.admin.email, 'not-the-password', 'admin');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page).toHaveURL(/\/login$/);
});

test('the right password with the wrong role shows "Invalid credentials", under a hint that the role must match', async ({
  page,
}) => {
  await signIn(page, demo.nutritionist.email, DEMO_PASSWORD, 'client');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page.getByLabel('Login As')).toHaveAccessibleDescription(
    'Choose the role of your account: an admin, nutritionist or client account signs in only with its own role.',
  );
});

test('the button reads "Signing In..." while the request is on its way', async ({ page }) => {
  await page.route('**/api/users/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await signIn(page, demo.client.email, DEMO_PASSWORD, 'client');
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/dashboard\/client$/);
});

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box | null, b: Box | null) =>
  a !== null &&
  b !== null &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height &&
  a.x < b.x + b.width &&
  b.x < a.x + a.width;

test('toasts show one at a time and never over the header or the page title', async ({ page }) => {
  for (const [width, height] of [
    [1280, 800],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    const login = page.getByRole('button', { name: 'Login' });
    await login.click();
    await login.click();
    await login.click();
    // Three toasts exist at once; only one of them shows.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(3);
    const shown = page.locator('[data-sonner-toast][data-visible="true"]');
    expect(await shown.count()).toBe(1);
    await expect(shown).toHaveText(/Please fill in all fields/);
    const header = await page.locator('header').first().boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    // Polled: the toast slides in from its edge before it settles where it stays.
    await expect
      .poll(async () => {
        const toast = await shown.boundingBox();
        return overlap(toast, header) || overlap(toast, title);
      }, `toast over the header or the title at ${width} px`)
      .toBe(false);
  }
});

test('the sign-in toast never covers the top bar’s buttons, nor the buttons and search at the top of a list, at 360 and 1280 px', async ({
  page,
}) => {
  // Lists whose first controls sit at the top right of the page, reached through sign-in.
  const lists = [
    {
      who: 'nutritionist',
      path: '/dashboard/nutritionist/clients',
      controls: [
        page.getByRole('button', { name: 'Send Bulk Message' }),
        page.getByRole('button', { name: 'Add Client' }),
      ],
    },
    {
      who: 'admin',
      path: '/dashboard/admin/clients',
      controls: [
        page.getByRole('searchbox', { name: 'Search clients' }),
        page.getByRole('button', { name: 'Add Client' }),
      ],
    },
  ] as const;
  for (const [width, height] of [
    [1280, 800],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const { who, path, controls } of lists) {
      await page.goto('/login');
      await page.evaluate(() => localStorage.clear());
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?next=/);
      await page.getByLabel('Email').fill(demo[who].email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel('Login As').selectOption(who);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const toast = page.locator('[data-sonner-toast][data-visible="true"]');
      await expect(toast).toHaveText(`Logged in as ${who}`);
      // Measured where it stays, once it has slid in from its edge.
      await expect(toast).toHaveAttribute('data-mounted', 'true');
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const box = await toast.boundingBox();
      expect(box, `the toast on ${path} at ${width} px`).not.toBeNull();
      const topBar = [...(await page.getByRole('banner').getByRole('button').all()), ...controls];
      for (const control of topBar) {
        await expect(control).toBeVisible();
        const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
        expect(overlap(box, await control.boundingBox()), `${name} on ${path} at ${width} px`).toBe(
          false,
        );
      }
    }
  }
});
