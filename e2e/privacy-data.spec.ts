import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { demo, screenshots, signInAs } from './support/session.ts';

async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
}

test('Meera downloads her data and sees that Asha opened her assessment; an admin filters the audit log', async ({
  page,
}) => {
  // Asha opens Meera's assessment: a read of her health records.
  await signInAs(page, 'nutritionist');
  await page.goto('/dashboard/nutritionist/clientassessment');
  await page
    .getByLabel('Client', { exact: true })
    .selectOption({ label: `${demo.client.name} (${demo.client.email})` });
  await expect(page.getByRole('form', { name: 'Client assessment' })).toBeVisible();
  await signOut(page);

  await signInAs(page, 'client');
  await page.goto('/dashboard/client/privacy');
  const exportCard = page.getByRole('region', { name: 'Download my data' });
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    exportCard.getByRole('button', { name: 'Download (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^nourishwell-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(readFileSync(await json.path(), 'utf8'));
  expect(document.account.email).toBe(demo.client.email);
  expect(document.profile.name).toBe(demo.client.name);
  const [html] = await Promise.all([
    page.waitForEvent('download'),
    exportCard.getByRole('button', { name: 'Download (readable, printable)' }).click(),
  ]);
  expect(html.suggestedFilename()).toMatch(/^nourishwell-my-data-\d{4}-\d{2}-\d{2}\.html$/);
  expect(readFileSync(await html.path(), 'utf8')).toContain('My data at NourishWell');

  const viewers = page.getByRole('list', { name: 'Who viewed my records' });
  await page.reload();
  await expect(
    viewers.getByText(`${demo.nutritionist.name}`, { exact: true }).first(),
  ).toBeVisible();
  await expect(viewers).toContainText('viewed assessment');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'privacy-data-client');
  await signOut(page);

  await signInAs(page, 'admin');
  await page.getByRole('link', { name: 'Audit Log' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Log');
  const people = page.getByLabel('Person');
  await expect(people.locator('option', { hasText: demo.client.name })).toHaveCount(1);
  await people.selectOption({ label: `${demo.client.name} (Client)` });
  await page.getByLabel('Record').selectOption('assessment');
  const table = page.getByRole('table', { name: 'Audit Log' });
  await expect(
    table.getByRole('row').filter({ hasText: demo.nutritionist.name }).first(),
  ).toBeVisible();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^nourishwell-audit-.*\.csv$/);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'privacy-data-admin-audit');
});
