import { expect, newPinnedContext, test, type Browser } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { meeraApi, todayInIndia } from '../support/journal-api.ts';
import { demo, screenshots, signInAs } from '../support/session.ts';
import { uniqueTag } from '../support/unique.ts';

/** "Tue, 24 Nov", as the client record names a day. */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** Asha, in a browser of her own, opens Meera's record, reads the day and comments on dinner. */
async function ashaComments(browser: Browser, date: string, text: string) {
  const context = await newPinnedContext(browser);
  const page = await context.newPage();
  await signInAs(page, 'nutritionist');
  await page.getByRole('link', { name: 'Clients', exact: true }).first().click();
  await page.getByRole('link', { name: demo.client.name }).first().click();
  const day = page.getByRole('region', { name: dayLabel(date) });
  // The day's adherence: her plan's meals against what she logged.
  await expect(day).toContainText(/\d of \d planned meals logged/);
  await expect(page.getByLabel('Adherence')).toContainText('Planned meals logged');
  const dinner = day.getByRole('article', { name: `Dinner, ${dayLabel(date)}` });
  await expect(dinner).toContainText('2 rotis with dal and salad');
  await dinner.getByRole('button', { name: `Comment on Dinner, ${dayLabel(date)}` }).click();
  await dinner.getByLabel('Comment').fill(text);
  await dinner.getByRole('button', { name: 'Send comment' }).click();
  await expect(
    dinner.getByRole('list', { name: `Comments on Dinner, ${dayLabel(date)}` }),
  ).toContainText(text);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'nutritionist-client-record');
  await context.close();
}

test('Meera logs breakfast from search and lunch as planned, adds water, logs dinner offline, and it arrives once when she is back online; Asha reads the day on her record and comments, and Meera sees it', async ({
  page,
  context,
  request,
  browser,
}) => {
  const meera = await meeraApi(request);
  const date = todayInIndia();
  // The demo journal may have today already: the journey starts from an empty day.
  for (const entry of (await meera.day(date)).entries) await meera.remove(entry.id);
  const glasses = (await meera.day(date)).water;

  await signInAs(page, 'client');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Journal' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal');
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Log breakfast' }).click();
  const breakfast = page.getByRole('dialog', { name: 'Log breakfast' });
  await breakfast.getByRole('combobox', { name: 'Search food or dish' }).fill('poha');
  await breakfast.getByRole('option', { name: /Poha/ }).first().click();
  await breakfast.getByRole('button', { name: 'Save meal' }).click();
  await expect(breakfast).toBeHidden();
  await expect(main.getByRole('region', { name: /^Breakfast/ }).getByRole('article')).toContainText(
    'Poha',
  );

  // Her plan has lunch every day.
  const lunch = main.getByRole('region', { name: /^Lunch/ });
  await lunch.getByRole('button', { name: /Ate as planned/ }).click();
  await expect(lunch.getByRole('article')).toHaveCount(1);

  // The glass reaches the server before she goes offline: the count shows at once, and on a
  // loaded machine the request could still be on its way, to be queued with the dinner.
  const glassSaved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      /\/api\/clients\/\d+\/water\//.test(response.url()) &&
      response.ok(),
  );
  await main.getByRole('button', { name: 'One more glass' }).click();
  await expect(main.getByRole('region', { name: 'Water' })).toContainText(`${glasses + 1} of`);
  await glassSaved;

  await context.setOffline(true);
  await main.getByRole('button', { name: 'Log dinner' }).click();
  const dinner = page.getByRole('dialog', { name: 'Log dinner' });
  await dinner
    .getByLabel('Can’t find it? Describe what you ate')
    .fill('2 rotis with dal and salad');
  await dinner.getByRole('button', { name: 'Save meal' }).click();
  await expect(main.getByRole('article', { name: 'Your dinner, waiting to send' })).toBeVisible();
  await expect(main.getByText('1 waiting to send')).toBeVisible();
  await screenshots(page, 'client-journal-offline');

  await context.setOffline(false);
  await expect(main.getByRole('article', { name: 'Your dinner, waiting to send' })).toBeHidden({
    timeout: 20_000,
  });
  await expect(main.getByRole('region', { name: /^Dinner/ }).getByRole('article')).toContainText(
    '2 rotis with dal and salad',
  );

  const day = await meera.day(date);
  expect(day.entries.map((entry) => entry.meal).sort()).toEqual(['breakfast', 'dinner', 'lunch']);
  expect(day.water).toBe(glasses + 1);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'client-journal');

  // A comment of its own per attempt, so a retry does not find the first one's.
  const comment = `Good dinner: add a bowl of curd (${uniqueTag()})`;
  await ashaComments(browser, date, comment);
  // Her open app hears of it on the live stream: the bell counts it without a reload.
  const bell = page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ });
  await bell.click();
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', { name: /commented on your dinner/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/client/journal\\?date=${date}`));
  await expect(
    page
      .getByRole('main')
      .getByRole('region', { name: /^Dinner/ })
      .getByRole('list', { name: 'Comments from your nutritionist' }),
  ).toContainText(comment);
});
