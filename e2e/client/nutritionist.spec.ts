import { expect, test } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { screenshots, signInAs } from '../support/session.ts';

test('Meera sees Asha’s profile and contact, rates her 4 by keyboard, and finds the rating after a reload', async ({
  page,
}) => {
  await signInAs(page, 'client');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Nutritionist' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Nutritionist');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Asha Menon' })).toBeVisible();
  await expect(main.getByText('Certified Diabetes Educator').first()).toBeVisible();
  const contact = main.getByRole('region', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: 'asha@nourishwell.test' })).toBeVisible();
  await expect(contact.getByText('Kochi, Kerala')).toBeVisible();

  // Her seeded rating is 5.
  await expect(main.getByRole('radio', { name: 'Rate 5 out of 5' })).toBeChecked();
  await expect(main.getByText('Your rating: 5 out of 5')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // The sign-in toast would cover the page title in the pictures.
  await expect(page.getByText('Logged in as client')).toBeHidden({ timeout: 10_000 });
  await screenshots(page, 'client-portal-nutritionist');

  await main.getByRole('radio', { name: 'Rate 5 out of 5' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(main.getByRole('radio', { name: 'Rate 4 out of 5' })).toBeChecked();
  await main.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(page.getByText('Thanks for rating!')).toBeVisible();

  await page.reload();
  await expect(main.getByRole('radio', { name: 'Rate 4 out of 5' })).toBeChecked();
  await expect(main.getByText('Your rating: 4 out of 5')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Submit Rating' })).toBeDisabled();
});
