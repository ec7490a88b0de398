import { expect, test } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { screenshots, signInAs } from '../support/session.ts';

/**
 * Issue 36: the admin maps a kind of message to the practice's approved WhatsApp template
 * and its DLT-registered SMS template, and reads the automatic messages' rules. Only the
 * progress report's mapping is changed: no other journey sends one by text, so the other
 * journeys' messages go as they did.
 */
test('the admin maps the progress report to its WhatsApp and DLT templates, and it stays saved', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin/settings');
  const templates = page.getByRole('form', { name: 'Messaging templates' });
  await expect(templates.getByText('WhatsApp Cloud API: configured')).toBeVisible();
  const report = templates.getByRole('group', { name: 'Progress report' });
  await expect(report).toContainText(
    'Its template takes, in order: {{1}} first day, {{2}} last day, {{3}} link',
  );
  // The demo practice's DLT header and entity id stay as they are (other journeys send SMS).
  await expect(templates.getByLabel('SMS sender id (DLT header)')).toHaveValue('NOURSH');
  await report.getByLabel('WhatsApp template name').fill('progress_report_ready');
  await report.getByLabel('Language code (English)').fill('en');
  await report.getByLabel('Language code (Hindi)').fill('hi');
  await report.getByLabel('DLT template id (SMS)').fill('1107170000000054321');
  await templates.getByRole('button', { name: 'Save messaging templates' }).click();
  await expect(page.getByText('Messaging templates saved.').first()).toBeVisible();

  await page.reload();
  const again = page
    .getByRole('form', { name: 'Messaging templates' })
    .getByRole('group', { name: 'Progress report' });
  await expect(again.getByLabel('WhatsApp template name')).toHaveValue('progress_report_ready');
  await expect(again.getByLabel('DLT template id (SMS)')).toHaveValue('1107170000000054321');

  const rules = page.getByRole('form', { name: 'Automatic messages' });
  await expect(rules.getByText('Journal nudge', { exact: true })).toBeVisible();
  await expect(rules.getByRole('button', { name: 'Save automatic messages' })).toBeVisible();

  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'admin-messaging-settings');
});
