import { expect, test } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { screenshots, signInThroughForm } from '../support/session.ts';

test('Asha signs in to Today, sees Priya has not logged for 4 days, snoozes it and marks another done', async ({
  page,
}) => {
  await signInThroughForm(page, 'nutritionist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Today');
  await expect(page.getByRole('heading', { name: 'Your sessions today' })).toBeVisible();
  const needs = page.getByRole('region', { name: 'Clients who need you' });
  const priya = needs.getByRole('listitem').filter({ hasText: 'No journal for 4 days' });
  await expect(priya.getByRole('link', { name: 'Priya Nair', exact: true })).toBeVisible();
  await expect(priya.getByRole('link', { name: 'Message her: Priya Nair' })).toHaveAttribute(
    'href',
    /\/dashboard\/nutritionist\/messages\?with=\d+$/,
  );
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'nutritionist-today');
  await page.setViewportSize({ width: 1280, height: 800 });

  await priya.getByRole('button', { name: 'Snooze Priya Nair: No journal for 4 days' }).click();
  await priya.getByRole('button', { name: '3 days' }).click();
  await expect(page.getByText('Snoozed for 3 days')).toBeVisible();
  await expect(needs.getByText('No journal for 4 days')).toBeHidden();

  // Done takes the next item off the list; Undo puts it back.
  const first = needs.getByRole('listitem').first();
  const done = first.getByRole('button', { name: /^Done: / });
  const label = (await done.getAttribute('aria-label')) ?? '';
  await done.click();
  await expect(page.getByText('Marked done')).toBeVisible();
  await expect(needs.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Marked done' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(needs.getByRole('button', { name: label, exact: true })).toBeVisible();

  // Her appointments screen is still one tap away, as it was.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Appointments' })
    .click();
  await expect(page.getByRole('table', { name: 'My Appointments' })).toBeVisible();
});
