import { expect, test } from '@playwright/test';

test('a header anchor from another page opens the landing page at its section', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/blogs');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL(/\/#package$/);
  await expect(page.locator('#package')).toBeInViewport();
});

test('the phone menu opens, and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeHidden();
  await page.getByLabel('Menu').click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Calculator' }).click();
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(menu).toBeHidden();
});

test('the deal banner leads to the enquiry form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Lightning Deal/ }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the team carousel moves 300 px per button press', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/#our-team');
  const track = page.getByTestId('team-track');
  await page.getByRole('button', { name: 'Next nutritionists' }).click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(300);
  await page.getByRole('button', { name: 'Next nutritionists' }).click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(600);
  await page.getByRole('button', { name: 'Previous nutritionists' }).click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(300);
  await page.getByRole('button', { name: 'Previous nutritionists' }).click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThan(10);
});
