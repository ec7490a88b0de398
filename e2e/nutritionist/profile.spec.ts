import { expect, test } from '../support/test.ts';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { expectWrongPhotosRefused } from '../support/photos.ts';
import { screenshots, signInAs } from '../support/session.ts';

test('Asha updates her profile with a photo and a qualification; wrong files are refused', async ({
  page,
}) => {
  await signInAs(page, 'nutritionist');
  await page.getByRole('link', { name: 'Profile' }).first().click();
  const form = page.getByRole('form', { name: 'Your profile' });
  await expect(form.getByLabel('Email')).toHaveValue('asha@nourishwell.test');
  await expect(form.getByLabel('Email')).toBeDisabled();

  await expectWrongPhotosRefused(page, form);

  const png = await sharp({
    create: { width: 300, height: 300, channels: 3, background: '#047857' },
  })
    .png()
    .toBuffer();
  await form
    .getByLabel('Change photo')
    .setInputFiles({ name: 'asha.png', mimeType: 'image/png', buffer: png });
  await form.getByLabel('New qualification').fill('Certified Yoga Nutrition Coach');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('img', { name: 'Photo of Asha Menon' })).toHaveAttribute(
    'src',
    /\/api\/files\/[0-9a-f-]{36}\.jpg$/,
  );
  await expect(page.getByText('Certified Yoga Nutrition Coach')).toBeVisible();

  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'nutritionist-profile');
});

test('the Update Password dialog checks both fields before it sends anything', async ({ page }) => {
  // A dialog's submit must never also save the profile form it was opened from.
  const profileSaves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/nuts/updateProfile')) profileSaves.push(request.url());
  });
  await signInAs(page, 'nutritionist');
  await page.goto('/dashboard/nutritionist/profile');
  await page.getByRole('button', { name: 'Update Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Password' });
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('Please fill in both fields.').first()).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('abc');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('abc');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('abcdefg');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('abcdefh');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Show new password' }).click();
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Profile updated successfully')).toHaveCount(0);
  expect(profileSaves).toEqual([]);
});
