import { demoClients } from '../../apps/api/src/db/demo-data.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { latestTextTo } from '../support/mailbox.ts';
import { screenshots, signInAs } from '../support/session.ts';
import { expect, test, type APIRequestContext } from '../support/test.ts';
import { writesOnWhatsapp } from '../support/whatsapp.ts';

/** Meera's WhatsApp number as the platform writes it: country code and digits, no plus. */
const meeraPhone = demoClients.find((client) => client.key === 'meera')!.phone;
const meeraWhatsapp = `91${meeraPhone}`;

const meeraWritesOnWhatsapp = (request: APIRequestContext, text: string) =>
  writesOnWhatsapp(request, { from: meeraWhatsapp, name: 'Meera', text });

test('Meera’s WhatsApp message shows live in Asha’s chat, and Asha’s reply goes back to her WhatsApp', async ({
  page,
}) => {
  await signInAs(page, 'nutritionist');
  await page.getByRole('link', { name: 'Messages' }).first().click();
  await page.getByRole('button', { name: /^Meera Iyer/ }).click();
  const thread = page.getByRole('region', { name: 'Conversation with Meera Iyer' });
  await expect(thread.getByText(/WhatsApp window closed/)).toBeVisible();

  await meeraWritesOnWhatsapp(page.request, 'Can I have idli for dinner?');
  // Live, without a reload: the stream's event refetches the thread and the window. The
  // wait allows for a busy 2-core machine running a second browser; no reload happens in it.
  const incoming = thread.getByRole('listitem').filter({ hasText: 'Can I have idli for dinner?' });
  await expect(incoming).toBeVisible({ timeout: 15_000 });
  await expect(incoming.getByText(/WhatsApp/)).toBeVisible();
  await expect(
    thread.getByText(/WhatsApp window open until .+ — your reply also goes to her WhatsApp/),
  ).toBeVisible();

  const box = page.getByLabel('Message to Meera Iyer');
  await box.fill('Yes, two idlis with sambar.');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const reply = thread.getByRole('listitem').filter({ hasText: 'Yes, two idlis with sambar.' });
  await expect(reply.getByText(/WhatsApp/)).toBeVisible();

  // The reply went out on WhatsApp: the messenger's stand-in wrote it to the mailbox.
  const text = await latestTextTo(`+91${meeraPhone}`, 'whatsapp', /two idlis/);
  expect(text.text).toBe('Yes, two idlis with sambar.');

  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'whatsapp-chat-nutritionist');
});
