import { expect, test } from '../support/test.ts';
import { openPhoneMenu } from '../support/phone-menu.ts';

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
  const menu = await openPhoneMenu(page);
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

test('the login button reads "Login" on a phone and on a desktop', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const login = page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
    await expect(login).toBeVisible();
    await expect(login).toHaveText('Login');
  }
});

test('the WhatsApp button leaves "Get in touch" uncovered on a phone, and shows once the visitor scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const getInTouch = page.getByRole('link', { name: 'Get in touch' }).first();
  const box = await getInTouch.boundingBox();
  expect(box).not.toBeNull();
  // Whatever is on top at the button's right end is the button itself.
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
    [box!.x + box!.width - 6, box!.y + box!.height / 2],
  );
  expect(onTop).toBe('Get in touch');
  const whatsapp = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(whatsapp).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect(whatsapp).toBeVisible();
});

test('the services read "Hypertension"', async ({ page }) => {
  await page.goto('/#services');
  await expect(page.getByRole('heading', { name: 'Hypertension' }).first()).toBeAttached();
  await expect(page.getByText('Hyper tension')).toHaveCount(0);
});
