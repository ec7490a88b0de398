import {
  expect,
  newPinnedContext,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { daysFromNow, e2eNow, indianDate } from '../support/clock.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { DEMO_PASSWORD, demo, screenshots, signInAs, type DemoRole } from '../support/session.ts';

const ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = 330 * 60_000;

/** The first Tuesday at least two days ahead: past the 12 h notice and the 24 h change window. */
function comingTuesday(): string {
  for (let days = 2; ; days += 1) {
    const at = daysFromNow(days);
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'long' }).format(
      at,
    );
    if (weekday === 'Tuesday') return indianDate(at);
  }
}

/** The instant of a wall-clock time on an Indian date (India keeps no daylight saving). */
const istInstant = (date: string, time: string) =>
  new Date(Date.parse(`${date}T${time}:00Z`) - IST_OFFSET_MS);

/** "Tuesday 1 December", as the slot buttons say it. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
    .format(istInstant(date, '12:00'))
    .replace(',', '');

async function tokenOf(request: APIRequestContext, who: DemoRole) {
  const login = await request.post('/api/users/login', {
    data: { email: demo[who].email, password: DEMO_PASSWORD, role: demo[who].role },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** Clicks "Next week" until the slot shows (the week view opens on this week). */
async function findSlot(page: Page, scope: Locator, name: string) {
  const slot = scope.getByRole('button', { name, exact: true });
  for (let week = 0; week < 3 && !(await slot.isVisible()); week += 1) {
    await scope.getByRole('button', { name: /Next week/ }).click();
    await page.waitForTimeout(300);
  }
  await expect(slot).toBeVisible();
  return slot;
}

/**
 * A time later today (India) when Asha is free for a whole session, for moving the session
 * to today so it can be completed (the server allows completing from the session's day on).
 * Pinned late in the evening (E2E_CLOCK_START=…T23:30…), the demo's own session for later
 * today can fill what is left of the day: Asha then moves it to tomorrow to make room, and
 * `putBack` returns it to its time once the session is completed, for the journeys after
 * (answering each move's status: 200 when it went back).
 */
async function freeTimeToday(
  request: APIRequestContext,
): Promise<{ at: Date; putBack: () => Promise<number[]> }> {
  const asha = await tokenOf(request, 'nutritionist');
  const today = indianDate();
  const length = 45 * 60_000;
  const first = Math.ceil((e2eNow().getTime() + 3 * 60_000) / 60_000) * 60_000;
  const moveTo = async (id: number, start: number) => {
    const moved = await request.post(`/api/bookings/${id}/reschedule`, {
      headers: asha,
      data: { start: new Date(start).toISOString() },
    });
    return moved.status();
  };
  const answer = await request.get(`/api/bookings?from=${today}&to=${today}&timeZone=${ZONE}`, {
    headers: asha,
  });
  const booked = (
    (await answer.json()) as { id: number; start: string; end: string; status: string }[]
  )
    .filter((b) => b.status === 'booked')
    .map((b) => ({ id: b.id, start: Date.parse(b.start), end: Date.parse(b.end) }));
  // The first start, three minutes on from now, whose whole session is free; a session
  // may start at 23:55 and end tomorrow.
  for (let at = first; indianDate(new Date(at)) === today; at += 5 * 60_000)
    if (booked.every((b) => at + length <= b.start || at >= b.end))
      return { at: new Date(at), putBack: async () => [] };
  const inTheWay = booked.filter((b) => b.end > first);
  for (const b of inTheWay) expect(await moveTo(b.id, b.start + 86_400_000)).toBe(200);
  return {
    at: new Date(first),
    putBack: async () => {
      const statuses: number[] = [];
      for (const b of inTheWay) statuses.push(await moveTo(b.id, b.start));
      return statuses;
    },
  };
}

/** A second person's browser in India (it gets the worker's app address as every context). */
const newContext = (browser: Browser) =>
  newPinnedContext(browser, {
    timezoneId: ZONE,
    locale: 'en-IN',
  });

/** A datetime-local value in India for an instant. */
const localValue = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);

test('Meera books Tuesday 10:00 from Asha’s hours, joins from her dashboard and moves it; Asha sees it and completes it; the mail carries the invitation', async ({
  page,
  browser,
  request,
}) => {
  const tuesday = comingTuesday();
  await signInAs(page, 'client');
  await page.getByRole('link', { name: 'Book a Session' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/client\/book$/);
  await expect(page.getByText(/India Standard Time \(Asia\/Kolkata\)/).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'client-book');

  await (await findSlot(page, page.locator('main'), `Book ${longDay(tuesday)} at 10:00`)).click();
  const confirm = page.getByRole('dialog', { name: 'Book this session?' });
  await expect(confirm.getByText('Asha Menon')).toBeVisible();
  await confirm.getByRole('button', { name: 'Book session' }).click();
  await expect(page.getByText('Session booked')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your sessions' });
  await expect(
    mine.getByText(`${longDay(tuesday)} ${tuesday.slice(0, 4)}, 10:00–10:45`),
  ).toBeVisible();

  // The confirmation reaches her mailbox with the invitation. By its subject: the demo's
  // weekly check-in, sent three days ago, may be reminded to her in the same minute.
  const mail = await latestMailTo(demo.client.email, (subject) =>
    subject.startsWith('Session booked:'),
  );
  const invite = mail.attachments?.find((file) => file.filename.endsWith('.ics'));
  expect(invite?.content).toContain('METHOD:REQUEST');
  expect(invite?.content).toMatch(/UID:appointment-\d+@/);

  // Ten minutes before, her dashboard offers Join to the session's own room.
  const later = await (await newContext(browser)).newPage();
  await signInAs(later, 'client');
  await later.clock.setFixedTime(istInstant(tuesday, '09:52'));
  await later.reload();
  const join = later.getByRole('link', { name: /^Join/ }).first();
  await expect(join).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/NourishWell-[0-9a-f]{32}$/);
  await later.context().close();

  // She moves it to 11:00 the same day.
  await mine
    .getByRole('listitem')
    .filter({ hasText: `${longDay(tuesday)} ${tuesday.slice(0, 4)}, 10:00–10:45` })
    .getByRole('button', { name: 'Reschedule' })
    .click();
  const move = page.getByRole('dialog', { name: 'Move this session' });
  await (await findSlot(page, move, `Move to ${longDay(tuesday)} at 11:00`)).click();
  await move.getByRole('button', { name: 'Move session' }).click();
  await expect(page.getByText('Session moved')).toBeVisible();
  await expect(
    mine.getByText(`${longDay(tuesday)} ${tuesday.slice(0, 4)}, 11:00–11:45`),
  ).toBeVisible();
  await screenshots(page, 'client-book-moved');

  // Asha sees it among her sessions, brings it to later today and completes it.
  const asha = await (await newContext(browser)).newPage();
  await signInAs(asha, 'nutritionist');
  const sessions = asha.getByRole('region', { name: 'Upcoming sessions' });
  const item = sessions
    .getByRole('listitem')
    .filter({ hasText: 'Meera Iyer' })
    .filter({ hasText: `${longDay(tuesday)} ${tuesday.slice(0, 4)}, 11:00` });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Reschedule' }).click();
  const override = asha.getByRole('dialog', { name: 'Move this session' });
  const { at: when, putBack } = await freeTimeToday(request);
  let putBackDone = false;
  try {
    await override.getByLabel('Or another date and time').fill(localValue(when));
    await override.getByRole('button', { name: 'Move to this time' }).click();
    await expect(override).toBeHidden();
    await sessions
      .getByRole('button', {
        name: new RegExp(`^Complete session on .*, ${localValue(when).slice(11)} with Meera Iyer$`),
      })
      .click();
    const notes = asha.getByRole('dialog', { name: 'Meeting Notes' });
    await notes.getByLabel('Notes').fill('Booked herself; kept the Tuesday slot moved to today.');
    await notes.getByRole('button', { name: 'Submit Notes' }).click();
    await expect(notes).toBeHidden();
    await expect(
      asha
        .getByRole('table', { name: 'Completed Appointments' })
        .getByRole('row', { name: /Booked herself; kept the Tuesday slot moved to today\./ }),
    ).toBeVisible();
    const back = await putBack();
    putBackDone = true;
    expect(back.every((status) => status === 200)).toBe(true);
  } finally {
    // A step above failed: the demo's session goes back anyway, for the retry and the
    // journeys after (the failure is the one reported).
    if (!putBackDone) await putBack();
  }
  await expectNoSeriousAxeViolations(asha);
  await screenshots(asha, 'nutritionist-sessions');
  await asha.context().close();
});
