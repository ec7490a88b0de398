import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp } from './build-test-app.ts';
import { caseloadFixture } from './caseload.ts';
import { fromNow } from './test-clock.ts';

export const WHATSAPP_ENV = {
  WHATSAPP_APP_SECRET: 'test-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'test-verify-token-36',
};

/** The platform's post around one change value, as its webhook documentation shows it. */
function post(value: object) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A text someone sent the business: `from` is digits with the country code. */
export function textPost(
  from: string,
  wamid: string,
  body: string,
  at: Date,
  profileName = 'Meera',
) {
  return post({
    contacts: [{ profile: { name: profileName }, wa_id: from }],
    messages: [
      {
        from,
        id: wamid,
        timestamp: String(Math.floor(at.getTime() / 1000)),
        type: 'text',
        text: { body },
      },
    ],
  });
}

/** What became of a message the business sent. */
export function statusPost(
  wamid: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  at: Date,
  errors?: Array<{ code: number; title: string }>,
) {
  return post({
    statuses: [
      {
        id: wamid,
        status,
        timestamp: String(Math.floor(at.getTime() / 1000)),
        recipient_id: '919876500001',
        ...(errors ? { errors } : {}),
      },
    ],
  });
}

/** The request the platform makes: the raw body and its X-Hub-Signature-256. */
export function signed(payload: object | string, secret = WHATSAPP_ENV.WHATSAPP_APP_SECRET) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return {
    method: 'POST' as const,
    url: '/api/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    },
    payload: body,
  };
}

/**
 * An app with the webhook set up, and the caseload fixture whose client ("mine") has the
 * phone `typed` in her profile, proved hers with a code an hour ago.
 */
export async function appWithVerifiedClient(typed = '98765 00001') {
  const app = await buildTestApp(WHATSAPP_ENV);
  const fixture = await caseloadFixture(app);
  await app.db.update(t.clients).set({ phone: typed }).where(eq(t.clients.id, fixture.mine.id));
  await app.db.insert(t.contactVerifications).values({
    userId: fixture.mine.id,
    contact: 'phone',
    verifiedValue: typed.replace(/\D/g, '').slice(-10),
    verifiedAt: fromNow(-3_600_000),
  });
  return { app, fixture };
}
