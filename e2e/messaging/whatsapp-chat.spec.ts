import { createHmac } from 'node:crypto';
import { demoClients } from '../../apps/api/src/db/demo-data.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { WHATSAPP_WEBHOOK_ENV } from '../support/app-server.ts';
import { e2eNow } from '../support/clock.ts';
import { latestTextTo } from '../support/mailbox.ts';
import { screenshots, signInAs } from '../support/session.ts';
import { expect, test, type APIRequestContext } from '../support/test.ts';

/** Meera's WhatsApp number as the platform writes it: country code and digits, no plus. */
const meeraPhone = demoClients.find((client) => client.key === 'meera')!.phone;
const meeraWhatsapp = `91${meeraPhone}`;

/** What the WhatsApp platform posts when Meera writes to the practice, signed as it signs. */
async function meeraWritesOnWhatsapp(request: APIRequestContext, text: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'e2e-business',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919999999999', phone_number_id: 'e2e-number' },
              contacts: [{ profile: { name: 'Meera' }, wa_id: meeraWhatsapp }],
              messages: [
                {
                  from: meeraWhatsapp,
                  id: `wamid.e2e-${e2eNow().getTime()}`,
                  timestamp: String(Math.floor(e2eNow().getTime() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = createHmac('sha256', WHATSAPP_WEBHOOK_ENV.WHATSAPP_APP_SECRET)
    .update(body)
    .digest('hex');
  const response = await request.post('/api/whatsapp/webhook', {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

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
