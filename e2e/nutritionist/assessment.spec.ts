import { expect, test } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { screenshots, signInAs } from '../support/session.ts';

test('Asha fills Ananya’s assessment, reloads it, and sees both versions in the history', async ({
  page,
}) => {
  await signInAs(page, 'nutritionist');
  await page.getByRole('link', { name: 'Client Assessment' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Assessment');

  await page.getByRole('button', { name: 'Submit Assessment' }).click();
  await expect(page.getByText('Please select a client.')).toBeVisible();

  await page
    .getByLabel('Client', { exact: true })
    .selectOption({ label: 'Ananya Das (ananya@nourishwell.test)' });
  const form = page.getByRole('form', { name: 'Client assessment' });
  await form.getByLabel('Height (cm)').fill('158');
  await form.getByLabel('Weight (kg)').fill('60.4');
  await expect(form.getByText('BMI 24.2 (Normal)')).toBeVisible();
  await form.getByLabel('Blood test done').selectOption('Yes');
  await form.getByLabel('Thyroid (TSH, T3, T4)').fill('TSH 6.8 mIU/L');
  await form.getByLabel('Food preference').selectOption('Egg');
  await form.getByLabel('Physical activity').fill('Walks 30 minutes, five days a week');
  await form.getByRole('button', { name: 'Submit Assessment' }).click();
  await expect(page.getByText('Assessment submitted!')).toBeVisible();

  await page.reload();
  await page
    .getByLabel('Client', { exact: true })
    .selectOption({ label: 'Ananya Das (ananya@nourishwell.test)' });
  await expect(form.getByLabel('Thyroid (TSH, T3, T4)')).toHaveValue('TSH 6.8 mIU/L');
  await expect(form.getByLabel('Weight (kg)')).toHaveValue('60.4');
  await expect(form.getByLabel('Food preference')).toHaveValue('Egg');

  // A second version keeps the first.
  await form.getByLabel('Weight (kg)').fill('59.9');
  await form.getByRole('button', { name: 'Submit Assessment' }).click();
  await expect(page.getByText('Assessment submitted!').first()).toBeVisible();
  const history = page.getByRole('complementary', { name: 'Assessment history' });
  await expect(history.getByRole('button')).toHaveCount(2);
  await history.getByRole('button').nth(1).click();
  await expect(page.getByText('You are looking at an earlier version.')).toBeVisible();
  await expect(form.getByLabel('Weight (kg)')).toHaveValue('60.4');

  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'nutritionist-assessment');
});
