import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { latestTextTo } from '../support/mailbox.ts';
import { screenshots, signInAs } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { writesOnWhatsapp } from '../support/whatsapp.ts';

/** A number that is no client's: the platform's digits, and as the practice writes it. */
const farahWhatsapp = '919812398765';
const farahNumber = `+${farahWhatsapp}`;

/**
 * Issue 36: a WhatsApp message from an unknown number lands in the admin's enquiries; she
 * replies inside the 24-hour window and the reply reaches WhatsApp (the Cloud API's
 * stand-in), then she marks the enquiry handled.
 */
test('a WhatsApp message from an unknown number shows in the admin’s enquiries, and her reply goes back on WhatsApp', async ({
  page,
}) => {
  // A /signup enquiry too, so the list shows both kinds.
  const form = await page.request.post('/api/users/sendmail', {
    data: {
      name: 'Leela Nair',
      illness: 'Thyroid and tiredness',
      phone: '9812312345',
      email: 'leela.nair@example.test',
      country: 'India',
      state: 'Kerala',
      language: 'Malayalam',
      acceptedTnC: true,
    },
  });
  expect(form.status(), await form.text()).toBe(200);
  await writesOnWhatsapp(page.request, {
    from: farahWhatsapp,
    name: 'Farah',
    text: 'Hello, do you have plans for PCOS?',
  });

  await signInAs(page, 'admin');
  await page.getByRole('link', { name: 'Enquiries' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/enquiries$/);
  const row = page.getByRole('row').filter({ hasText: 'Hello, do you have plans for PCOS?' });
  await expect(row).toContainText('WhatsApp');
  await expect(row).toContainText('Farah');
  await expect(row).toContainText(farahNumber);
  await expect(row).toContainText('Open');
  const formRow = page.getByRole('row').filter({ hasText: 'Thyroid and tiredness' });
  await expect(formRow).toContainText(
    /Website form.*Leela Nair.*leela\.nair@example\.test.*Kerala, India/,
  );
  await expect(formRow.getByRole('button', { name: /Reply on WhatsApp/ })).toHaveCount(0);

  await row.getByRole('button', { name: 'Reply on WhatsApp to Farah' }).click();
  const dialog = page.getByRole('dialog', { name: 'WhatsApp with Farah' });
  await expect(dialog.getByText(/^You can reply on WhatsApp until /)).toBeVisible();
  await expect(
    dialog
      .getByRole('region', { name: 'Conversation' })
      .getByText('Hello, do you have plans for PCOS?'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'admin-enquiry-reply');

  await dialog.getByLabel('Your reply').fill('Yes, we do. May we call you this afternoon?');
  await dialog.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await expect(dialog.getByLabel('Your reply')).toHaveValue('');
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'May we call you this afternoon?' }),
  ).toContainText('Kavita Rao replied');

  // The reply went out as WhatsApp free text: the Cloud API's stand-in wrote it down.
  const text = await latestTextTo(farahNumber, 'whatsapp', /call you this afternoon/);
  expect(text.text).toBe('Yes, we do. May we call you this afternoon?');
  expect(text.template).toBeUndefined();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('1 WhatsApp reply sent');
  await row.getByRole('button', { name: 'Mark handled: Farah' }).click();
  await expect(row).toContainText('Handled by Kavita Rao');
  await expect(row.getByRole('button', { name: 'Reopen: Farah' })).toBeVisible();
  // The screenshots show the page, not the passing toast.
  await expect(page.getByText('Marked handled.')).toBeHidden({ timeout: 15_000 });

  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'admin-enquiries');
});
