import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { screenshots, signInAs } from '../support/session.ts';

/**
 * Issue 36: the admin's dashboard keeps the spec's counters and tables and adds Practice
 * health: a card a metric, each with its CSV, and the whole as one CSV.
 */
test('the admin reads her practice’s health and downloads it as CSV', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page.getByText('Total Nutritionists')).toBeVisible();
  const health = page.getByRole('region', { name: 'Practice health' });
  await expect(health.getByRole('article', { name: 'Active clients' })).toBeVisible();
  await expect(health.getByRole('article')).toHaveCount(8);
  await expect(
    health.getByRole('img', { name: 'Revenue this month, last 12 months' }),
  ).toBeVisible();

  const saving = page.waitForEvent('download');
  await health.getByRole('button', { name: 'Download CSV (all figures)' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe('nourishwell-practice-health.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines).toHaveLength(13);
  expect(lines[0]).toContain('"Revenue net of credit notes (INR, rupees)"');

  const one = page.waitForEvent('download');
  await health.getByRole('button', { name: 'Download the CSV of Active clients' }).click();
  expect((await one).suggestedFilename()).toBe('nourishwell-practice-health-activeClients.csv');

  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'admin-practice-health');
});
