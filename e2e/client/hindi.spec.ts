import { expect, test } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { meeraApi, meeraOnAnEmptyDay } from '../support/journal-api.ts';
import { latestMailTo, latestTextTo } from '../support/mailbox.ts';
import { demo, screenshots, signInAs } from '../support/session.ts';

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

test('Meera, in Hindi, books a session, receives its confirmation by email and on WhatsApp in Hindi, and cancels it in Hindi', async ({
  page,
  request,
}) => {
  await (await meeraApi(request)).setLanguage('hi');
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'client');
  await page.goto('/dashboard/client/book');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const main = page.locator('main');
  // Next week's last free time: past the change window, so she may cancel it after.
  await main.getByRole('button', { name: /अगला हफ़्ता/ }).click();
  const slots = main.getByRole('button', { name: /बजे का सेशन बुक करें$/ });
  await expect(slots.first()).toBeVisible();
  await slots.last().click();
  const confirm = page.getByRole('dialog', { name: 'यह सेशन बुक करें?' });
  await expect(confirm.getByText('Asha Menon')).toBeVisible();
  await confirm.getByRole('button', { name: 'सेशन बुक करें' }).click();
  await expect(page.getByText('सेशन बुक हो गया', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'client-book-hindi');

  const mail = await latestMailTo(demo.client.email, (subject) =>
    subject.startsWith('सेशन बुक हो गया:'),
  );
  expect(mail.text).toContain('Asha Menon के साथ आपका NourishWell सेशन');
  expect(mail.text).toContain('भारतीय मानक समय');
  // The practice's approved template in Hindi, filled with her name, the time and Asha's.
  const whatsapp = await latestTextTo('+919876543210', 'whatsapp', /Asha Menon$/);
  expect(whatsapp).toMatchObject({ template: 'nw_booking_confirmed', language: 'hi' });
  expect(whatsapp.text).toContain('भारतीय मानक समय');

  // She cancels it in Hindi, and her mailbox says so in Hindi too.
  await page.setViewportSize({ width: 360, height: 740 });
  const mine = page.getByRole('region', { name: 'आपके सेशन' });
  await mine.getByRole('button', { name: 'रद्द करें' }).last().click();
  const cancel = page.getByRole('dialog', { name: 'यह सेशन रद्द करें?' });
  await cancel.getByRole('button', { name: 'सेशन रद्द करें' }).click();
  await expect(page.getByText('सेशन रद्द हो गया', { exact: true })).toBeVisible();
  await latestMailTo(demo.client.email, (subject) => /रद्द/.test(subject));
});
