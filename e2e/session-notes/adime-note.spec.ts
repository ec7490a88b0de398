import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { screenshots, signInAs } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 35's journeys: Asha writes and signs the ADIME note of Meera's first session
 * (a template, a PES diagnosis from the common problems, a draft, then signed after the
 * warning), adds an addendum, and reads it on a phone; Meera downloads her outcome report.
 */

/** Whether the page is no wider than a phone: only tables scroll sideways, in their box. */
async function expectNoSidewaysPage(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);
}

test('Asha writes, saves and signs the ADIME note of Meera’s first session, then adds an addendum', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'nutritionist');
  await page.goto('/dashboard/nutritionist/clients');
  await page.getByRole('link', { name: 'Meera Iyer' }).first().click();
  const sessions = page.getByRole('list', { name: 'Completed sessions' });
  const first = sessions.getByRole('listitem').filter({ hasText: 'First session: goals agreed' });
  await first.getByRole('button', { name: 'Open note' }).click();

  const dialog = page.getByRole('dialog', { name: 'ADIME note' });
  await expect(dialog.getByText('Her figures when the note was opened')).toBeVisible();
  await dialog.getByLabel('Template').selectOption({ label: 'PCOS follow-up' });
  await expect(dialog.getByLabel('Intervention')).toHaveValue(/Protein at each meal/);
  await dialog
    .getByLabel('Assessment')
    .fill('Weight 72.4 kg at the start; breakfast often skipped.');
  await dialog.getByLabel('Related to (etiology)').fill('skipped breakfasts');
  await dialog.getByLabel('As evidenced by (signs and symptoms)').fill('afternoon cravings');
  await expectNoSeriousAxeViolations(page);
  await dialog.screenshot({ path: 'test-results/screenshots/adime-note-dialog-1280.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await dialog.screenshot({ path: 'test-results/screenshots/adime-note-dialog-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByText('Draft', { exact: true })).toBeVisible();

  await first.getByRole('button', { name: 'Open note' }).click();
  await expect(dialog.getByLabel('Assessment')).toHaveValue(/breakfast often skipped/);
  await dialog.getByRole('button', { name: 'Sign note' }).click();
  await expect(dialog.getByText(/A signed note cannot be edited/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByText(/Signed by Asha/)).toBeVisible();
  await expect(first).toContainText(
    'Inconsistent carbohydrate intake related to skipped breakfasts',
  );
  await expect(first.getByRole('button', { name: 'Open note' })).toHaveCount(0);

  await first.getByRole('button', { name: 'Add an addendum' }).click();
  await first.getByLabel('Addendum').fill('Start weight was taken after lunch.');
  await first.getByRole('button', { name: 'Save addendum' }).click();
  await expect(first.getByText('Start weight was taken after lunch.')).toBeVisible();
  await expect(first).toContainText('Weight 72.4 kg at the start');

  // The signed note on a phone: the record reads without sideways scrolling.
  await expectNoSidewaysPage(page);
  await first.scrollIntoViewIfNeeded();
  await first.screenshot({ path: 'test-results/screenshots/adime-note-signed-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await first.screenshot({ path: 'test-results/screenshots/adime-note-signed-1280.png' });
  const report = page.getByRole('region', { name: 'Outcome report' });
  await report.scrollIntoViewIfNeeded();
  await report.getByRole('button', { name: 'Preview figures' }).click();
  await expect(report.getByRole('table')).toContainText('Weight');
  await report.screenshot({ path: 'test-results/screenshots/outcome-report-section-1280.png' });
});

test('Meera finds her outcome report under Reports and downloads the PDF', async ({ page }) => {
  await signInAs(page, 'client');
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/client\/reports$/);
  const list = page.getByRole('list', { name: 'Your reports' });
  await expect(list.getByText(/protein-first breakfast/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysPage(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, 'outcome-client-reports');

  const saving = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Download PDF' }).first().click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^outcome-report-.*\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
