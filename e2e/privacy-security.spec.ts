import { expect, test, type Page } from './support/test.ts';
import { generateSync } from 'otplib';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { e2eNow } from './support/clock.ts';
import { DEMO_PASSWORD, demo, screenshots, signIn } from './support/session.ts';

/** Her app's code `stepsAhead` 30-second steps from now (a code works once in its window). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(e2eNow().getTime() / 1000) + stepsAhead * 30 });

const asha = demo.nutritionist;
const PRIVACY = '/dashboard/nutritionist/privacy';

/** What she still needs to turn it off if the journey stops half-way (other specs sign in as her). */
const left: { recoveryCodes: string[] } = { recoveryCodes: [] };

async function apiSignIn(page: Page) {
  const login = await page.request.post('/api/users/login', {
    data: { email: asha.email, password: DEMO_PASSWORD, role: asha.role },
  });
  expect(login.status()).toBe(200);
  return login.json() as Promise<{ token?: string; challenge?: string }>;
}

test.afterEach(async ({ page }) => {
  const code = left.recoveryCodes.pop();
  if (!code) return;
  const step = await apiSignIn(page);
  if (!step.challenge) return;
  const signedIn = await page.request.post('/api/users/login/two-factor', {
    data: { challenge: step.challenge, code },
  });
  const { token } = (await signedIn.json()) as { token: string };
  await page.request.post('/api/me/two-factor/disable', {
    headers: { authorization: `Bearer ${token}` },
    data: { password: DEMO_PASSWORD, code: left.recoveryCodes.pop() },
  });
});

test('a nutritionist turns on two-factor, signs in with a code and signs out everywhere else', async ({
  page,
}) => {
  // Another device of hers, so there is somewhere else to sign out of.
  expect((await apiSignIn(page)).token).toBeTruthy();

  await signIn(page, asha.email, DEMO_PASSWORD, asha.role);
  await expect(page).toHaveURL(/\/dashboard\/nutritionist\/today$/);
  await page.goto(PRIVACY);
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(card.getByAltText('QR code for your authenticator app')).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expectNoSeriousAxeViolations(page);
  await card.getByLabel('6-digit code from the app').fill(codeFor(secret));
  await card.getByRole('button', { name: 'Turn on two-factor' }).click();
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  left.recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await screenshots(page, 'privacy-security-recovery-codes');
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText(/10 of 10 recovery codes left/)).toBeVisible();

  // Sign out, then in again: the password alone is not enough now.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, asha.email, DEMO_PASSWORD, asha.role);
  await expect(
    page.getByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'privacy-security-code-step');
  await page.getByLabel('Code', { exact: true }).fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/nutritionist\/today$/);

  await page.goto(PRIVACY);
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByRole('listitem').nth(1)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'privacy-security-page');
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByText('This device')).toBeVisible();

  // Off again with her password and a recovery code: other journeys sign in as Asha.
  const recovery = left.recoveryCodes.shift() ?? '';
  await card.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await card.getByLabel('Code from the app, or a recovery code').fill(recovery);
  await card.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(card.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  left.recoveryCodes = [];
});
