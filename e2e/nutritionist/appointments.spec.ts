import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { screenshots, signInAs } from '../support/session.ts';

test.describe.configure({ mode: 'serial' });

test('Asha sees her day: counters, badges and the completed table, with no serious axe findings', async ({
  page,
}) => {
  await signInAs(page, 'nutritionist');
  await expect(page.getByText('Total Clients')).toBeVisible();
  const table = page.getByRole('table', { name: 'My Appointments' });
  await expect(table.getByRole('row', { name: /Meera Iyer/ }).getByText('Today')).toBeVisible();
  await expect(table.getByRole('row', { name: /Ananya Das/ }).getByText('Past')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'nutritionist-appointments');
});

test('Asha completes Meera’s session and it moves to Completed Appointments', async ({ page }) => {
  await signInAs(page, 'nutritionist');
  await page.getByRole('button', { name: 'Complete session with Meera Iyer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Meeting Notes' });
  await expect(dialog.getByRole('button', { name: 'Submit Notes' })).toBeDisabled();
  await dialog.getByLabel('Notes').fill('Cycle on time; keep the protein breakfast.');
  await dialog.getByRole('button', { name: 'Submit Notes' }).click();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole('table', { name: 'My Appointments' })
    .getByRole('row', { name: /Meera Iyer/ });
  await expect(row.getByText('Completed')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Complete session with Meera Iyer' }),
  ).toBeDisabled();
  await expect(
    page
      .getByRole('table', { name: 'Completed Appointments' })
      .getByText('Cycle on time; keep the protein breakfast.'),
  ).toBeVisible();
});

test('Asha books Ananya a session in three days and sees the This Week badge', async ({ page }) => {
  await signInAs(page, 'nutritionist');
  await page.getByRole('button', { name: 'Add Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Appointment' });
  await dialog.getByRole('button', { name: 'Add Appointment' }).click();
  await expect(dialog.getByText('Client ID is required')).toBeVisible();
  await dialog.getByLabel('Client').selectOption({ label: 'Ananya Das (ananya@nourishwell.test)' });
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
  const local = new Date(inThreeDays.getTime() - inThreeDays.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await dialog.getByLabel('Date and time').fill(local);
  await dialog.getByRole('button', { name: 'Add Appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('table', { name: 'My Appointments' })
      .getByRole('row', { name: /Ananya Das/ })
      .getByText('This Week'),
  ).toBeVisible();
});

test('Asha messages a client', async ({ page }) => {
  await signInAs(page, 'nutritionist');
  await page.getByRole('button', { name: 'Message Priya Nair' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message Priya Nair' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a message')).toBeVisible();
  await dialog.getByLabel('Message').fill('Please bring your latest HbA1c report on Friday.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent to Priya Nair')).toBeVisible();
});
