import { expect, test } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { screenshots, signInAs } from '../support/session.ts';

test('Asha records Priya’s weigh-in and body fat on a date, past the four spec weeks', async ({
  page,
}) => {
  await signInAs(page, 'nutritionist');
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await page.getByRole('button', { name: 'Add progress for Priya Nair' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Progress' });
  await expect(dialog.getByRole('tab', { name: 'Week 1–4' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('tab', { name: 'Any date' }).click();
  await dialog.getByLabel('Weight (kg)').fill('66.1');
  await dialog.getByLabel('Body fat (%, optional)').fill('90');
  await dialog.getByRole('button', { name: 'Save measurement' }).click();
  await expect(dialog.getByText('Please enter body fat between 2 and 75 %.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'nutritionist-dated-progress');
  await dialog.getByLabel('Body fat (%, optional)').fill('28.5');
  await dialog.getByRole('button', { name: 'Save measurement' }).click();
  await expect(page.getByText('Measurement saved for Priya Nair')).toBeVisible();
  await expect(dialog).toBeHidden();
});
