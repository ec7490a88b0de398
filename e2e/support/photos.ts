import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The photo rules on a profile form (JPG or PNG, under 1 MB; the shared photo picker): a GIF
 * is refused in the browser, and a file that only claims to be a PNG is refused by the
 * server's check of its bytes, with the spec's message after 'Update failed.'.
 */
export async function expectWrongPhotosRefused(page: Page, form: Locator) {
  await form
    .getByLabel('Change photo')
    .setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(form.getByText('Only JPG and PNG formats are allowed.')).toBeVisible();
  await form.getByLabel('Change photo').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a png'),
  });
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Update failed. Only JPG and PNG formats are allowed.'),
  ).toBeVisible();
}
