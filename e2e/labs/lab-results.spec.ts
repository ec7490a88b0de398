import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { screenshots, signInAs } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 35's journey: Meera sends a lab report from her phone; Asha opens it on Meera's
 * page, enters the HbA1c and TSH it shows (after being told an impossible value is one),
 * links them to the report and marks it read; both see the trend against the range, the
 * earlier values marked High in words.
 */

const REPORT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** Whether the page is no wider than a phone: only tables scroll sideways, in their box. */
async function expectNoSidewaysPage(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);
}

test('Meera sends a report from her phone; Asha enters its HbA1c and TSH and both see the trend', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'client');
  await page.goto('/dashboard/client/labs');
  const upload = page.getByRole('region', { name: 'Send a lab report' });
  await upload
    .getByLabel('Report (PDF or photo)')
    .setInputFiles({ name: 'Thyrocare June.pdf', mimeType: 'application/pdf', buffer: REPORT });
  await upload.getByLabel('Note for your nutritionist (optional)').fill('Fasting 10 hours');
  await upload.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent. Your nutritionist will read it')).toBeVisible();
  const reports = page.getByRole('region', { name: 'Your reports' });
  await expect(reports.getByRole('button', { name: 'Open Thyrocare June.pdf' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'HbA1c', exact: true })).toContainText('High');
  await expectNoSidewaysPage(page);
  await expectNoSeriousAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, 'labs-client-page');

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'nutritionist');
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await page.getByRole('link', { name: 'Meera Iyer' }).first().click();
  const section = page.getByRole('region', { name: 'Lab results' });
  const awaiting = section.getByRole('listitem').filter({ hasText: 'Thyrocare June.pdf' });
  await expect(awaiting).toContainText('Her note: Fasting 10 hours');
  const saving = page.waitForEvent('download');
  await awaiting.getByRole('button', { name: 'Open Thyrocare June.pdf' }).click();
  expect((await saving).suggestedFilename()).toBe('Thyrocare June.pdf');
  await awaiting.getByRole('button', { name: 'Enter values from this report' }).click();

  const form = section.getByRole('region', { name: 'Enter lab values' });
  await expect(form.getByLabel('From report')).toHaveValue(/\d+/);
  await form.getByLabel('Test').selectOption({ label: 'HbA1c' });
  await form.getByLabel('Value').fill('60');
  await form.getByRole('button', { name: 'Save values' }).click();
  await expect(form.getByRole('alert')).toHaveText('HbA1c must be a number between 3 and 20 %.');
  await form.getByLabel('Value').fill('5.4');
  await form.getByRole('button', { name: 'Add another test' }).click();
  const second = form.getByRole('group', { name: 'Test 2' });
  await second.getByLabel('Test').selectOption({ label: 'TSH' });
  await second.getByLabel('Value').fill('2.8');
  await second.getByLabel('Unit').selectOption('mIU/L');
  await form.getByRole('button', { name: 'Save values' }).click();
  await expect(page.getByText('Lab values saved')).toBeVisible();

  const hba1c = section.getByRole('region', { name: 'HbA1c', exact: true });
  await expect(hba1c).toContainText('Healthy range 4–5.6 %');
  await expect(hba1c.getByRole('row').nth(1)).toContainText('5.4 %');
  await expect(hba1c.getByRole('row').nth(1)).toContainText('In range');
  await expect(hba1c.getByRole('row').nth(2)).toContainText('High');
  await expect(
    section.getByRole('region', { name: 'TSH', exact: true }).getByRole('row').nth(1),
  ).toContainText('2.8 mIU/L');
  await awaiting.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('Report marked as read')).toBeVisible();
  // Read: it leaves the list (the demo's own report from last week still waits).
  await expect(awaiting).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await section.scrollIntoViewIfNeeded();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: `test-results/screenshots/labs-nutritionist-${width}.png` });
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysPage(page);
});

test('the admin changes the HDL range for women and resets it to the default', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.getByRole('link', { name: 'Lab ranges' }).first().click();
  const hdl = page.getByRole('row', { name: /HDL cholesterol/ });
  await expect(hdl).toContainText('Women: 50 or more');
  await hdl.getByRole('button', { name: 'Edit the ranges of HDL cholesterol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ranges of HDL cholesterol' });
  await dialog.getByRole('group', { name: 'Range 1' }).getByLabel('Low').fill('45');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(hdl).toContainText('Women: 45 or more');
  await expect(hdl).toContainText('Changed');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'labs-admin-ranges');
  await page.setViewportSize({ width: 1280, height: 800 });
  await hdl.getByRole('button', { name: 'Reset HDL cholesterol to the default ranges' }).click();
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await expect(hdl).toContainText('Women: 50 or more');
});
