import { expect, test } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { meeraApi, meeraOnAnEmptyDay } from '../support/journal-api.ts';
import { screenshots } from '../support/session.ts';

// Meera's account is shared by the journeys of this worker: English again after this one.
test.afterEach(async ({ request }) => {
  await (await meeraApi(request)).setLanguage('en');
});

test('Meera sets Hindi in her profile: her menu, dashboard and journal speak Hindi, she logs breakfast in Hindi, and the page is marked lang="hi"', async ({
  page,
  request,
}) => {
  const { meera, date } = await meeraOnAnEmptyDay(page, request);
  await page.goto('/dashboard/client/profile');
  const languages = page.getByRole('radiogroup', { name: 'Language' });
  await languages.getByRole('radio', { name: 'हिंदी' }).click();
  // The dashboard reads who she is again and speaks her language.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रोफ़ाइल');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('radiogroup', { name: 'भाषा' })).toBeVisible();

  await page.getByRole('button', { name: /मेन्यू खोलें/ }).click();
  await page.getByRole('link', { name: 'भोजन डायरी' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('भोजन डायरी');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'नाश्ता लिखें', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'खाना या व्यंजन खोजें' }).fill('चाय');
  // Her word first, the English name beside it.
  await expect(dialog.getByRole('option').first()).toHaveAccessibleName(/^चाय — Hot tea/);
  await dialog.getByRole('option').first().click();
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
  expect((await meera.day(date)).entries.map((entry) => entry.meal)).toEqual(['breakfast']);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'client-journal-hindi');
});
