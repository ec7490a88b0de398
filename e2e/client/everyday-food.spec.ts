import { expect, test, type Locator } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { meeraOnAnEmptyDay } from '../support/journal-api.ts';
import { screenshots } from '../support/session.ts';

test('on a 360 px phone Meera logs chai, two idli and a katori of sambar for breakfast in under 12 taps, sees the day’s totals, and logs lunch as planned in one tap', async ({
  page,
  request,
}) => {
  const { meera, date } = await meeraOnAnEmptyDay(page, request);
  await page.goto('/dashboard/client/journal');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal');

  // Every tap she makes from the journal on, counted; typing a word is not a tap.
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };

  await tap(main.getByRole('button', { name: 'Log breakfast' }));
  const dialog = page.getByRole('dialog', { name: 'Log breakfast' });
  const search = dialog.getByRole('combobox', { name: 'Search food or dish' });
  const pick = async (word: string, option: RegExp) => {
    await search.fill(word);
    // What she means is the first thing offered.
    await expect(dialog.getByRole('option').first()).toHaveAccessibleName(option);
    await tap(dialog.getByRole('option').first());
  };

  await pick('chai', /^Hot tea \(Garam Chai\)/);
  await pick('idli', /^Idli/);
  await tap(dialog.getByRole('button', { name: '2 idli' }));
  await pick('sambar', /^Sambar/);
  const eaten = dialog.getByRole('list', { name: 'What you ate: Breakfast' });
  await expect(eaten.getByLabel(/^Measure of Hot tea/)).toHaveValue('teacup');
  await expect(eaten.getByLabel(/^Measure of Sambar/)).toHaveValue('katori');
  await screenshots(page, 'client-log-breakfast-everyday');
  await page.setViewportSize({ width: 360, height: 740 });
  await tap(dialog.getByRole('button', { name: 'Save meal' }));
  await expect(dialog).toBeHidden();
  expect(taps).toBeLessThan(12);

  const breakfast = main.getByRole('region', { name: /^Breakfast/ }).getByRole('article');
  await expect(breakfast).toContainText('1 tea cup Hot tea (Garam Chai)');
  await expect(breakfast).toContainText('2 idli');
  await expect(breakfast).toContainText('1 katori Sambar');
  await expect(main.getByRole('region', { name: 'Eaten vs planned' })).toContainText('kcal');

  // Her plan has lunch every day: one tap logs it as planned.
  const lunch = main.getByRole('region', { name: /^Lunch/ });
  await lunch.getByRole('button', { name: /Ate as planned/ }).click();
  await expect(lunch.getByRole('article')).toHaveCount(1);

  const day = await meera.day(date);
  expect(day.entries.map((entry) => entry.meal).sort()).toEqual(['breakfast', 'lunch']);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'client-journal-everyday');
});
