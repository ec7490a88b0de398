import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { DEMO_PASSWORD, demo, screenshots, signIn, signInAs } from '../support/session.ts';
import { expect, newPinnedContext, test } from '../support/test.ts';
import { uniqueTag } from '../support/unique.ts';

/**
 * Issue 35's journey: Asha sends the practice's "New client intake" to a client she has
 * just added; the client opens the emailed link on a 360 px phone, fills it in (a number
 * out of bounds is refused), saves to continue later, uploads her blood report, signs it; Asha reads it and finds
 * the assessment prefilled from it.
 */

/** Whether the page is no wider than a phone. */
async function expectNoSidewaysPage(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);
}

async function topScreenshots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, name);
}

test('Asha sends the intake to a new client, who fills and signs it on her phone, and the assessment is prefilled from it', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = uniqueTag();
  const client = { name: `Divya Rao ${tag}`, email: `divya-${tag}@nourishwell.test` };

  // Asha adds her client (the Add Client call) and sends her the intake from her page.
  const login = await page.request.post('/api/users/login', {
    data: { email: demo.nutritionist.email, password: DEMO_PASSWORD, role: 'nutritionist' },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const created = await page.request.post('/api/client/add', {
    headers,
    data: {
      ...client,
      age: 28,
      phone: '9848012399',
      gender: 'Female',
      location: 'Bengaluru',
      issue: 'PCOS',
      plan: 'PCOD PCOS',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, temporaryPassword } = (await created.json()) as {
    id: number;
    temporaryPassword: string;
  };

  await signInAs(page, 'nutritionist');
  await page.goto(`/dashboard/nutritionist/clients/${id}`);
  const section = page.getByRole('region', { name: 'Intake forms' });
  await expect(section.getByText('No forms sent yet.')).toBeVisible();
  await section.getByLabel('Send a form').selectOption({ label: 'New client intake' });
  await section.getByRole('button', { name: 'Send' }).click();
  await expect(section.getByText('Sent', { exact: true })).toBeVisible();

  // She opens the link of her email on her phone, after her first sign-in.
  const mail = await latestMailTo(client.email, 'New client intake: a form from your nutritionist');
  const link = /\/dashboard\/client\/forms\/\d+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const phone = await newPinnedContext(browser, { viewport: { width: 360, height: 740 } });
  const her = await phone.newPage();
  await signIn(her, client.email, temporaryPassword, 'client');
  await her.getByLabel('Current password', { exact: true }).fill(temporaryPassword);
  await her.getByLabel('New password', { exact: true }).fill('divya-own-secret');
  await her.getByLabel('Confirm new password', { exact: true }).fill('divya-own-secret');
  await her.getByRole('button', { name: 'Save new password' }).click();
  await her.getByRole('button', { name: 'I agree' }).click();
  await expect(her).toHaveURL(/\/dashboard\/client$/);
  await her.goto(link!);
  await expect(her.getByRole('heading', { name: 'New client intake' })).toBeVisible();

  // A weight out of bounds and the missing answers are said before the sign step.
  await her.getByLabel(/^Height \(cm\)/).fill('158');
  await her.getByLabel(/^Weight \(kg\)/).fill('700');
  await her.getByRole('button', { name: 'Continue to sign' }).click();
  await expect(her.getByText('Enter 250 or less.')).toBeVisible();
  await expect(her.getByRole('alert')).toContainText('answers need attention');
  await her.getByLabel(/^Weight \(kg\)/).fill('64.5');
  await her.getByLabel(/^What would you like help with/).fill('Irregular periods and acne.');
  await her.getByRole('button', { name: 'Save and continue later' }).click();
  await expect(her.getByText(/continue later\.$/)).toBeVisible();

  // Later: her answers are kept.
  await her.reload();
  await expect(her.getByLabel(/^Weight \(kg\)/)).toHaveValue('64.5');
  // Her blood report goes up as she picks it and is kept with her answers.
  await her.getByLabel(/^Choose a file/).setInputFiles({
    name: 'blood-report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(her.getByText('Uploaded: blood-report.pdf')).toBeVisible();
  await her.getByRole('checkbox', { name: 'PCOS / PCOD' }).check();
  await her.getByRole('radio', { name: 'Veg', exact: true }).check();
  await her
    .getByLabel(/^What did you eat and drink yesterday/)
    .fill('Poha and tea; rice, dal and curd; roti with sabzi.');
  await her.getByLabel(/^What would you like to change/).fill('Regular cycles and 4 kg less.');
  await expectNoSidewaysPage(her);
  await expectNoSeriousAxeViolations(her);
  await topScreenshots(her, 'intake-fill');
  await her.setViewportSize({ width: 360, height: 740 });

  await her.getByRole('button', { name: 'Continue to sign' }).click();
  await expect(her.getByRole('heading', { name: 'Sign the form' })).toBeVisible();
  await her.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await her.getByLabel('Your full name').fill(client.name.toUpperCase());
  await expectNoSeriousAxeViolations(her);
  await topScreenshots(her, 'intake-sign');
  await her.setViewportSize({ width: 360, height: 740 });
  await her.getByRole('button', { name: 'Sign and send' }).click();
  await expect(her.getByText(/It can no longer be changed/)).toBeVisible();
  await expect(
    her.getByText(`Signed by ${client.name.toUpperCase()} on`, { exact: false }),
  ).toBeVisible();
  await expectNoSidewaysPage(her);
  await topScreenshots(her, 'intake-signed');
  await phone.close();

  // Asha sees it completed, reads it, and her assessment opens prefilled from it.
  await page.reload();
  await expect(section.getByText('Completed', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Read answers: New client intake' }).click();
  const dialog = page.getByRole('dialog', { name: 'New client intake (v1)' });
  await expect(dialog.getByText('64.5 kg')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download the file' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await topScreenshots(page, 'intake-staff-read');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/dashboard/nutritionist/clientassessment?client=${id}`);
  const weight = page.getByLabel('Weight (kg)');
  await expect(weight).toHaveValue('64.5');
  await expect(weight).toHaveAccessibleDescription(/^From her intake form “New client intake”/);
  await expect(page.getByLabel('24-hour diet recall')).toHaveValue(/Poha and tea/);
  await expectNoSeriousAxeViolations(page);
  await topScreenshots(page, 'intake-assessment-prefilled');
});

test('the builder page lists the practice’s forms and previews one', async ({ page }) => {
  await signInAs(page, 'nutritionist');
  await page.getByRole('link', { name: 'Intake Forms' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Intake Forms');
  const list = page.getByRole('list', { name: 'Intake forms' });
  await expect(list.getByRole('button', { name: 'Edit: Weekly check-in' })).toBeVisible();
  await list.getByRole('button', { name: 'Edit: New client intake' }).click();
  await expect(page.getByLabel('Form title')).toHaveValue('New client intake');
  await expectNoSeriousAxeViolations(page);
  await topScreenshots(page, 'intake-builder');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('The form as the client sees it.', { exact: false })).toBeVisible();
  await topScreenshots(page, 'intake-builder-preview');
});

test('the admin keeps the practice’s forms on her own Intake Forms page', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.getByRole('link', { name: 'Intake Forms' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Intake Forms');
  const list = page.getByRole('list', { name: 'Intake forms' });
  await expect(list.getByRole('button', { name: 'Edit: New client intake' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
