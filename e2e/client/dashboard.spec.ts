import { expect, test } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { e2eNow } from '../support/clock.ts';
import { demoSessionDay } from '../support/demo-sessions.ts';
import { screenshots, signInAs } from '../support/session.ts';

// The browser runs in the practice's zone (playwright.config.ts), so "today" is an Indian day.
const zone = 'Asia/Kolkata';
const todayName = () =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: zone }).format(e2eNow());
const shortDate = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: zone,
  }).format(at);

const shellCalls = [
  '/api/protectroute',
  '/api/users/me',
  '/api/events',
  '/api/messages/unread',
  '/api/notifications',
];

test('Meera’s dashboard shows her plan, next appointment, weight change over the period shown, nutritionist and chart in three requests', async ({
  page,
  appServer,
}) => {
  await signInAs(page, 'client');
  // Her week opens on today's tab (the chart has tabs of its own).
  await expect(page.getByRole('tab', { name: /\(today\)$/ })).toBeVisible();
  const calls: string[] = [];
  // What loading the page costs: counted from a fresh load after sign-in.
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    // The dashboard layout's own calls are not the page's: who is signed in, the live
    // stream with the sidebar's unread count, and the notices bell.
    if (path.startsWith('/api/') && !shellCalls.includes(path)) calls.push(path);
  });
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByText('Welcome, Meera Iyer')).toBeVisible();
  await expect(main.getByText('Your plan:')).toContainText('PCOD PCOS');

  const card = (label: string) => main.getByText(label, { exact: true }).locator('..');
  await expect(card('Next Appointment')).toContainText(
    shortDate(demoSessionDay(appServer.startedAt)),
  );
  await expect(card('Current Plan')).toContainText('PCOD PCOS');
  // The demo gives her weigh-ins over the last weeks: the card reads first to latest.
  await expect(card('Progress (last 3 months)')).toContainText(
    /[−+]?\d+\.\d kgsince \d{1,2} \w{3}$/,
  );
  await expect(card('Nutritionist')).toContainText('Asha Menon');

  const chart = main.getByRole('region', { name: 'Weight & measurements' });
  await expect(chart.locator('.recharts-line-curve').first()).toBeVisible();
  await expect(chart.locator('figcaption')).toHaveText(/^Weight: from \d/);
  const table = chart.getByRole('table', { name: 'Your measurements' });
  expect(await table.getByRole('row').count()).toBeGreaterThan(2);

  const mine = main.getByRole('region', { name: 'Your Nutritionist' });
  await expect(mine.getByText('Asha Menon')).toBeVisible();
  const meet = mine.getByRole('link', { name: 'Schedule G-Meet' });
  await expect(meet).toHaveAttribute('target', '_blank');
  await expect(meet).toHaveAttribute('href', /^https:\/\//);

  // Her sessions are one read, shared by Next Appointment and Schedule G-Meet.
  expect([...new Set(calls)].sort()).toEqual([
    '/api/bookings',
    '/api/client/email',
    expect.stringMatching(/^\/api\/clients\/\d+\/meal-plan$/),
    expect.stringMatching(/^\/api\/clients\/\d+\/measurements$/),
  ]);
  expect(calls).toHaveLength(4);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'client-portal-dashboard');
});

test('the weekly meal plan opens on today’s tab with its totals against her targets, sends the day on WhatsApp, and the arrow keys move through the week', async ({
  page,
}) => {
  await signInAs(page, 'client');
  const plan = page.getByRole('region', { name: 'Weekly Meal Plan' });
  const today = plan.getByRole('tab', { name: new RegExp(`^${todayName()}`) });
  await expect(today).toHaveAttribute('aria-selected', 'true');
  await expect(today).toHaveAccessibleName(`${todayName()} (today)`);
  await expect(plan.getByRole('tabpanel').getByText('Breakfast')).toBeVisible();
  await expect(plan.getByRole('tabpanel').getByText('Dinner')).toBeVisible();
  const panel = plan.getByRole('tabpanel');
  await expect(panel.getByRole('list', { name: `${todayName()} against targets` })).toBeVisible();
  await expect(
    panel.getByText('Nutrient values: IFCT 2017 (ICMR–NIN) and the Indian Nutrient Databank'),
  ).toBeVisible();
  const send = panel.getByRole('link', {
    name: `Send ${todayName()} on WhatsApp (opens in a new tab)`,
  });
  await expect(send).toHaveAttribute('target', '_blank');
  await expect(send).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=Meal%20plan%20for%20${todayName()}%0A`),
  );
  await expect(panel.getByRole('button', { name: 'Print week' })).toBeVisible();

  await today.focus();
  await page.keyboard.press(todayName() === 'Sunday' ? 'ArrowLeft' : 'ArrowRight');
  await expect(today).toHaveAttribute('aria-selected', 'false');
  await expect(plan.getByRole('tab', { selected: true })).toBeFocused();

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(plan.getByRole('tab', { selected: true })).toBeVisible();
});

test('Meera writes to Asha from Contact Nutritionist; an empty message is refused', async ({
  page,
}) => {
  await signInAs(page, 'client');
  await page.getByRole('button', { name: 'Contact Nutritionist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Nutritionist' });
  await dialog.getByLabel('Message').fill('   ');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Message cannot be empty.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByLabel('Message').fill('Could we move Friday’s session to the evening?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent to Asha Menon')).toBeVisible();
  await expect(dialog).toBeHidden();
});
