import { expect, test } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { e2eNow } from '../support/clock.ts';
import { screenshots, signInAs } from '../support/session.ts';

// The browser runs in the practice's zone (playwright.config.ts): today is an Indian day.
const todayDate = () =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(e2eNow());

test('Meera records today’s weight and waist, sees them in her chart and history, and removes them after confirming', async ({
  page,
}) => {
  await signInAs(page, 'client');
  const card = page.getByRole('main').getByRole('region', { name: 'Weight & measurements' });
  await card.getByRole('button', { name: 'Record measurement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record measurement' });
  await dialog.getByLabel('Waist (cm, optional)').fill('20');
  await dialog.getByRole('button', { name: 'Save measurement' }).click();
  await expect(dialog.getByText('Please enter a weight between 2 and 400 kg.')).toBeVisible();
  await expect(dialog.getByText('Please enter a waist between 30 and 250 cm.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await dialog.getByLabel('Weight (kg)').fill('69.9');
  await dialog.getByLabel('Waist (cm, optional)').fill('81.5');
  await dialog.getByRole('button', { name: 'Save measurement' }).click();
  await expect(page.getByText('Measurement saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  const table = card.getByRole('table', { name: 'Your measurements' });
  const saved = table.getByRole('row').filter({ hasText: '69.9' });
  await expect(saved).toContainText(todayDate());
  await expect(saved).toContainText('81.5');
  await card.getByRole('tab', { name: 'Waist & hip (cm)' }).click();
  // The demo month has her earlier waists: today's is the latest the summary names.
  await expect(card.locator('figcaption')).toContainText(
    new RegExp(
      `Waist: (from [\\d.]+ cm on .+ to )?81\\.5 cm on ${todayDate().replace(/ \d{4}$/, '')}`,
    ),
  );
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'client-measurements');

  await saved.getByRole('button', { name: `Delete measurement of ${todayDate()}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete measurement?' });
  await expect(confirm).toContainText('(69.9 kg) will be removed. This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Measurement removed')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '69.9' })).toHaveCount(0);
});

test('her measurements table covers no column at 360 px and says it scrolls sideways; at 1280 px it shows every column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'client');
  const card = page.getByRole('main').getByRole('region', { name: 'Weight & measurements' });
  const table = card.getByRole('table', { name: 'Your measurements' });
  const box = card.getByRole('region', { name: 'Your measurements' });
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(1);
  await box.scrollIntoViewIfNeeded();
  await expect(card.getByText('Scroll sideways for more columns')).toBeVisible();
  // Each column, scrolled into the box, is the topmost thing where it shows: nothing pinned
  // on top of it (the Actions column covered Waist and Hip).
  for (const name of ['Date', 'Weight (kg)', 'Waist (cm)', 'Hip (cm)', 'Body fat (%)', 'Actions']) {
    const header = table.getByRole('columnheader', { name });
    await header.evaluate((th) => th.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    const onTop = await header.evaluate((th) => {
      const r = th.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && th.contains(hit);
    });
    expect(onTop, `${name} is covered`).toBe(true);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(box).toHaveAttribute('data-more-right', 'false');
  expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(card.getByText('Scroll sideways for more columns')).toHaveCount(0);
});
