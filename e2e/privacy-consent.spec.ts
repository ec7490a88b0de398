import { expect, test, type APIRequestContext } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { DEMO_PASSWORD, demo, screenshots, signIn } from './support/session.ts';
import { uniqueTag } from './support/unique.ts';

/** A client made by the admin through the API: a new account that has accepted nothing yet. */
async function newClient(request: APIRequestContext) {
  const login = await request.post('/api/users/login', {
    data: { email: demo.admin.email, password: DEMO_PASSWORD, role: 'admin' },
  });
  expect(login.status()).toBe(200);
  const tag = uniqueTag();
  const client = { name: `Divya Consent ${tag}`, email: `divya-${tag}@nourishwell.test` };
  const created = await request.post('/api/clients', {
    headers: { authorization: `Bearer ${(await login.json()).token}` },
    data: { ...client, nutritionist: demo.nutritionist.name, plan: 'Diabetes' },
  });
  expect(created.status()).toBe(201);
  return { ...client, password: (await created.json()).temporaryPassword as string };
}

test('a new client accepts the privacy notice at first sign-in, before any page, and reaches her dashboard', async ({
  page,
  request,
}) => {
  const divya = await newClient(request);
  await signIn(page, divya.email, divya.password, 'client');
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('Current password', { exact: true }).fill(divya.password);
  await page.getByLabel('New password', { exact: true }).fill('divya-own-secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('divya-own-secret');
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(/\/consent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your privacy');
  // Her dashboard is not open to her until she agrees.
  await page.goto('/dashboard/client');
  await expect(page).toHaveURL(/\/consent$/);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousAxeViolations(page);
  }
  await screenshots(page, 'privacy-consent-screen');

  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page).toHaveURL(/\/dashboard\/client$/);
  await expect(page.getByText(divya.name).first()).toBeVisible();

  await page.goto('/dashboard/client/privacy');
  const card = page.getByRole('region', { name: 'Your consent' });
  await expect(card.getByText(/You accepted the current privacy notice/)).toBeVisible();
  await expect(card.getByRole('row', { name: /Accepted .* At sign-in/ })).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousAxeViolations(page);
  }
  await screenshots(page, 'privacy-consent-card');
});

test('the privacy notice names the grievance officer and is linked from the footer', async ({
  page,
  request,
}) => {
  const notice = await (await request.get('/api/privacy/notice')).json();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await expect(page.getByText(notice.contactName)).toBeVisible();
  await expect(page.getByRole('link', { name: notice.contactEmail })).toBeVisible();
  await expect(page.getByText(`Notice version ${notice.version}`, { exact: false })).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // Polled: the page lays itself out again for the new width a moment after the resize.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);
    await expectNoSeriousAxeViolations(page);
  }
  await screenshots(page, 'privacy-notice');
});
