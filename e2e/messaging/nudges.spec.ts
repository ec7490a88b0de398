import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { e2eNow } from '../support/clock.ts';
import { DEMO_PASSWORD, demo, screenshots, signIn, signInAs } from '../support/session.ts';

test.describe.configure({ mode: 'serial' });

/*
 * Issue 36: "Priya: no journal for 4 days, and the nudge goes out once at 09:00 her time,
 * not at night". The server's clock is pinned for the whole run (playwright.config.ts), so
 * a journey cannot move it from night to morning: the timing itself (nothing at 23:00 in
 * India, one nudge at 09:00, once across rounds and dispatchers) is tested against the API
 * in test/automation/automatic-messages.test.ts. Here the run may be at any hour (the clock
 * sweep runs it at night too), so Priya first puts her quiet hours where the run's moment
 * is not; the next reminder round then writes her nudge, and the admin sees it once, with
 * its reason. At 10:00 (the default run) it may have gone before she changed anything.
 */
const hourInIndia = Number(
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(e2eNow()),
);
const at = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;
/** One quiet hour starting three hours from the run's hour: the run's moment is outside it. */
const quietAway = { from: at(hourInIndia + 3), until: at(hourInIndia + 4) };

test('Priya keeps her quiet hours away from now and switches text messages off and on, and her consent log says so', async ({
  page,
}) => {
  await signIn(page, 'priya@nourishwell.test', DEMO_PASSWORD, 'client');
  await page.waitForURL(/dashboard\/client/);
  await page.goto('/dashboard/client/profile');
  const settings = page.getByRole('form', { name: 'Notifications' });
  await expect(settings.getByLabel('WhatsApp messages')).toBeChecked({ timeout: 30_000 });
  await settings.getByLabel('Quiet from').fill(quietAway.from);
  await settings.getByLabel('Quiet until').fill(quietAway.until);
  await settings.getByLabel('Text messages (SMS)').uncheck();
  await settings.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Notification settings saved.')).toBeVisible();
  await screenshots(page, 'client-notification-settings');
  await page.goto('/dashboard/client/privacy');
  const log = page.getByRole('table', { name: /consent/i });
  await expect(
    log.getByRole('row').filter({ hasText: 'Text messages (SMS)' }).filter({ hasText: 'Withdrew' }),
  ).toHaveCount(1);
  // Texts back on, for the journeys after this one.
  await page.goto('/dashboard/client/profile');
  await settings.getByLabel('Text messages (SMS)').check();
  await settings.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Notification settings saved.')).toBeVisible();
});

/** Priya's journal nudges in the whole sent-messages log, read page by page as the admin. */
async function priyasNudges(request: APIRequestContext, headers: Record<string, string>) {
  const rows: Array<{ recipient: string; kind: string; reason: string | null }> = [];
  for (let offset = 0; ; offset += 200) {
    const page = await request.get(`/api/admin/notifications?limit=200&offset=${offset}`, {
      headers,
    });
    expect(page.status()).toBe(200);
    const batch = (await page.json()) as typeof rows;
    rows.push(...batch);
    if (batch.length < 200) break;
  }
  return rows.filter((r) => r.recipient === 'priya@nourishwell.test' && r.kind === 'journalNudge');
}

test('the admin sees Priya’s journal nudge in Sent messages with its reason, once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const login = await request.post('/api/users/login', {
    data: { email: demo.admin.email, password: DEMO_PASSWORD, role: 'admin' },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  // The reminder round runs every minute; the first outside her quiet hours writes it. The
  // whole log is read, not the screen's first page: other journeys' messages come after it.
  await expect(async () => {
    expect(await priyasNudges(request, headers)).toHaveLength(1);
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  const [nudge] = await priyasNudges(request, headers);
  expect(nudge?.reason).toMatch(/^No journal entry for 4 days \(last on \d{4}-\d\d-\d\d\)$/);
  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin/notifications');
  await expect(page.getByRole('table', { name: 'Sent messages' })).toBeVisible();
  await screenshots(page, 'sent-messages');
});
