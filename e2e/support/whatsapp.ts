import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { WHATSAPP_WEBHOOK_ENV } from './app-server.ts';
import { e2eNow } from './clock.ts';

/**
 * What the WhatsApp platform posts when someone writes to the practice, signed as it signs
 * (X-Hub-Signature-256 over the body with the app secret). `from` is the number as the
 * platform writes it: country code and digits, no plus.
 */
export async function writesOnWhatsapp(
  request: APIRequestContext,
  { from, name, text }: { from: string; name: string; text: string },
) {
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
              contacts: [{ profile: { name }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.e2e-${from}-${e2eNow().getTime()}`,
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
