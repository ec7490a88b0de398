import { expect, test } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { openPhoneMenu } from '../support/phone-menu.ts';
import { screenshots } from '../support/session.ts';

test('the Hindi home says it is Hindi, names both versions and leads back to English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const response = await page.goto('/hi/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // Both versions by absolute address, as search engines require: in the Link header.
  const origin = new URL(page.url()).origin;
  for (const [hreflang, path] of [
    ['en', '/'],
    ['hi', '/hi/'],
    ['x-default', '/'],
  ])
    expect(response?.headers().link).toContain(
      `<${origin}${path}>; rel="alternate"; hreflang="${hreflang}"`,
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

test('a visitor switches the home page to Hindi, reads the plans, opens the calculator from the Hindi menu and gets her BMI in Hindi', async ({
  page,
}) => {
  // On a phone the switch is the first item of the menu.
  const menu = await openPhoneMenu(page);
  await menu.getByRole('link', { name: 'हिंदी' }).click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const plans = page.getByRole('region', { name: 'आपके लक्ष्य के हिसाब से प्लान' });
  await plans.scrollIntoViewIfNeeded();
  await expect(plans.getByRole('button', { name: /अभी भुगतान करें/ }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'public-home-hindi');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByLabel('मेन्यू').click();
  await page
    .getByRole('navigation', { name: 'मोबाइल' })
    .getByRole('link', { name: 'कैलकुलेटर' })
    .click();
  await expect(page).toHaveURL(/\/hi\/calculator$/);
  await page.getByLabel('लंबाई (cm)').fill('160');
  await page.getByLabel('वज़न (kg)').fill('55');
  await page.getByRole('button', { name: 'BMI निकालें' }).click();
  await expect(page.getByText(/आपका BMI 21.5 है/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'public-calculator-hindi');
});

test.describe('a phone that reads Hindi first', () => {
  test.use({ locale: 'hi-IN' });

  test('opens the site in Hindi on arrival, and stays in English once she chooses it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page).toHaveURL(/\/hi\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByLabel('मेन्यू').click();
    await page
      .getByRole('navigation', { name: 'मोबाइल' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('the Hindi reach-out form says its own checks in Hindi, once its code has loaded', async ({
  page,
}) => {
  await page.goto('/hi/reachout');
  await page.getByRole('button', { name: 'भेजें' }).click();
  await expect(page.getByText('कृपया अपना नाम लिखें।')).toBeVisible();
  await expect(page.getByText(/Please enter/)).toHaveCount(0);
});
