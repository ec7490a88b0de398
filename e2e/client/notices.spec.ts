import { expect, test, type APIRequestContext } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { indianDate } from '../support/clock.ts';
import { DEMO_PASSWORD, demo, screenshots, signInAs, type DemoRole } from '../support/session.ts';

async function tokenOf(request: APIRequestContext, who: DemoRole) {
  const login = await request.post('/api/users/login', {
    data: { email: demo[who].email, password: DEMO_PASSWORD, role: demo[who].role },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

const today = () => indianDate();

test('Meera’s bell counts Asha’s comment the moment it is made, and opening it marks it read and goes to the day', async ({
  page,
  request,
}) => {
  await signInAs(page, 'client');
  const bell = (unread: number) =>
    page.getByRole('button', { name: `Notifications, ${unread} unread` });
  // Other journeys may have left her notices: start from none unread.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const markAll = panel.getByRole('button', { name: 'Mark all read' });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(bell(0)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  const meera = await tokenOf(request, 'client');
  const logged = await request.post('/api/journal', {
    headers: meera,
    data: { date: today(), meal: 'breakfast', items: [{ text: 'Poha with peanuts' }] },
  });
  expect(logged.status()).toBe(201);
  const entry = (await logged.json()) as { id: number };
  const asha = await tokenOf(request, 'nutritionist');
  const commented = await request.post(`/api/journal/${entry.id}/comments`, {
    headers: asha,
    data: { text: 'A good protein start to the day.' },
  });
  expect(commented.status()).toBe(201);

  // No reload: the live event stream brings it.
  await expect(bell(1)).toBeVisible();
  await bell(1).click();
  const notice = panel.getByRole('link', { name: /Asha Menon commented on your breakfast/ });
  await expect(notice).toContainText('Unread:');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'client-notices');
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/client/journal\\?date=${today()}$`));
  await page.goto('/dashboard/client');
  await expect(bell(0)).toBeVisible();
});
