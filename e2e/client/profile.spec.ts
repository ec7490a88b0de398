import { expect, test } from '../support/test.ts';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { expectWrongPhotosRefused } from '../support/photos.ts';
import { screenshots, signInAs } from '../support/session.ts';
import { demoClients } from '../../apps/api/src/db/demo-data.ts';

const meeraPhone = demoClients.find((client) => client.key === 'meera')!.phone;

test('Meera edits her profile with a photo; a wrong file and a bad phone are refused', async ({
  page,
}) => {
  await signInAs(page, 'client');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Profile' })
    .click();
  const form = page.getByRole('form', { name: 'Your profile' });
  await expect(form.getByLabel('Full Name')).toHaveValue('Meera Iyer');
  await expect(form.getByLabel('Email')).toHaveValue('meera@nourishwell.test');
  await expect(form.getByLabel('Email')).toBeDisabled();
  await expect(form.getByLabel('Diet Type')).toHaveValue('Vegetarian');
  await expect(form.getByLabel('Diet Type').getByRole('option')).toHaveText([
    'Not set',
    'Vegetarian',
    'Vegan',
    'Non-vegetarian',
    'Pescatarian',
  ]);

  await expectWrongPhotosRefused(page, form);

  await form.getByLabel('Phone').fill('12345');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible();

  const png = await sharp({
    create: { width: 320, height: 320, channels: 3, background: '#b45309' },
  })
    .png()
    .toBuffer();
  await form
    .getByLabel('Change photo')
    .setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: png });
  // Her own number again: other journeys, running at the same time, find Meera by it (a
  // WhatsApp message from it joins her chat); the API tests cover a changed number.
  await form.getByLabel('Phone').fill('');
  await form.getByLabel('Phone').fill(meeraPhone);
  await form.getByLabel('Address').fill('Adyar, Chennai, Tamil Nadu');
  await form.getByLabel('Weight (kg)').fill('70.2');
  await form.getByLabel('Allergies').fill('Peanuts');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('img', { name: 'Photo of Meera Iyer' })).toHaveAttribute(
    'src',
    /\/api\/files\/[0-9a-f-]{36}\.jpg$/,
  );
  await expect(form.getByLabel('Phone')).toHaveValue(meeraPhone);
  await expect(form.getByLabel('Address')).toHaveValue('Adyar, Chennai, Tamil Nadu');
  await expect(form.getByLabel('Weight (kg)')).toHaveValue('70.2');
  await expect(form.getByLabel('Allergies')).toHaveValue('Peanuts');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'client-portal-profile');
});
