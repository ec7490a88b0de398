import { expect, test } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { latestMailTo } from './support/mailbox.ts';
import { screenshots, signInAs } from './support/session.ts';
import { uniqueTag } from './support/unique.ts';

test('a visitor raises a data concern and an admin resolves it with a reply from Privacy', async ({
  page,
}) => {
  const email = `concern-${uniqueTag()}@example.test`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Raise a data concern' }).click();
  await expect(page).toHaveURL(/\/data-concern$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raise a data concern');

  await page.getByRole('button', { name: 'Send concern' }).click();
  await expect(page.getByText('Please describe your concern.')).toBeVisible();
  await page.getByLabel('Name').fill('Nisha Verma');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Subject').fill('Please delete my enquiry');
  await page.getByLabel('Your concern').fill('I sent an enquiry last year; please remove it.');
  await page.getByRole('button', { name: 'Send concern' }).click();
  const received = page.getByRole('status').filter({ hasText: 'recorded as' });
  await expect(received).toContainText(/recorded as DC-[A-Z]{6}\. We will answer by \d+ \w+ \d{4}/);
  const reference = /DC-[A-Z]{6}/.exec((await received.textContent()) ?? '')?.[0] ?? '';
  const thanks = await latestMailTo(email, (subject) => subject.includes(reference));
  expect(thanks.subject).toContain(reference);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'data-concern');

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin/privacy');
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Nisha Verma');
  await expect(row).toContainText('90 days left');
  await expect(row).toContainText('Open');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'admin-privacy');

  await page.setViewportSize({ width: 360, height: 740 });
  await row.getByRole('button', { name: `Open ${reference}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('I sent an enquiry last year; please remove it.');
  await dialog.getByRole('button', { name: 'Mark in progress' }).click();
  // The page behind the dialog is hidden from the accessibility tree: the dialog says it.
  await expect(dialog.getByText('In progress', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark in progress' })).toBeHidden();
  const reply = 'We have deleted your enquiry and everything we kept with it.';
  await dialog.getByLabel('Reply').fill(reply);
  await dialog.getByRole('button', { name: 'Send reply and resolve' }).click();
  await expect(dialog).toContainText(`Send this reply to ${email}`);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'admin-privacy-resolve');
  await dialog.getByRole('button', { name: 'Yes, send and resolve' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Resolved');

  const answer = await latestMailTo(email, `Our answer to your data concern ${reference}`);
  expect(answer.text).toContain(reply);
});

test('an admin records a breach for all clients, sees its 72-hour clock and notifies them once', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin/privacy');
  const title = `Shared drive link ${uniqueTag()}`;
  await page.getByRole('button', { name: 'Record an incident' }).click();
  const form = page.getByRole('form', { name: 'Record an incident' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('What happened').fill('A folder of meal plans was shared by link.');
  await form.getByLabel('Data involved').fill('Names and meal plans');
  await form.getByLabel('Discovered at').fill('2026-01-05T09:30');
  await form.getByRole('button', { name: 'Record incident' }).click();

  // Recording opens the incident: its people and the email prepared for them.
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('Meera Iyer');
  await expect(dialog).toContainText('Data involved: Names and meal plans');
  await expect(dialog.getByText(/^Overdue \d+ days$/)).toBeVisible();
  const send = dialog.getByRole('button', { name: /^Send notification to \d+ people$/ });
  await send.click();
  await dialog.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(dialog).toContainText('Notification sent');
  const notice = await latestMailTo('meera@nourishwell.test', (subject) => subject.includes(title));
  expect(notice.subject).toContain(title);
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('notified');
  await page.goto('/dashboard/admin');
  await expect(
    page.getByRole('alert').filter({ hasText: 'not reported within 72 hours' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open Privacy' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/privacy$/);
  await screenshots(page, 'admin-breach-register');
});
