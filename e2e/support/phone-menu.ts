import { expect, type Page } from '@playwright/test';

/** The landing page at a phone's width, its menu hidden until the Menu button opens it. */
export async function openPhoneMenu(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeHidden();
  await page.getByLabel('Menu').click();
  await expect(menu).toBeVisible();
  return menu;
}
