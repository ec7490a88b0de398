import { expect, test } from '../support/test.ts';

test('the Hindi home says it is Hindi, names both versions and leads back to English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/hi/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  for (const [hreflang, href] of [
    ['en', '/'],
    ['hi', '/hi/'],
    ['x-default', '/'],
  ])
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
      'href',
      href,
    );
  // The Devanagari font is linked here, and on no English page.
  await expect(page.locator('link[rel="stylesheet"][href*="devanagari"]')).toHaveCount(1);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="stylesheet"][href*="devanagari"]')).toHaveCount(0);
});

test('the calculator’s हिंदी link opens it in Hindi, and its result reads in Hindi', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/calculator');
  await page.getByRole('banner').getByRole('link', { name: 'हिंदी' }).click();
  await expect(page).toHaveURL(/\/hi\/calculator$/);
  await page.getByLabel('लंबाई (cm)').fill('170');
  await page.getByLabel('वज़न (kg)').fill('80');
  await page.getByRole('button', { name: 'BMI निकालें' }).click();
  await expect(page.getByText('आपका BMI 27.7 है: ज़्यादा वज़न।')).toBeVisible();
});
