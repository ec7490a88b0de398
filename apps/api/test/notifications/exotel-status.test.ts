import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { exotelForm } from '#api/integrations/sms-exotel.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const TOKEN = 'exotel-status-token-0123456789';
const DLT = {
  senderId: 'NOURSH',
  entityId: '1201160000000012345',
  templateId: '1107160000000054303',
};

/** Exotel's delivery reports of our SMS (issue 36, decision 032). */
describe('Exotel’s delivery reports', () => {
  let app: TestApp;
  const report = (fields: Record<string, string>, token: string | null = TOKEN) =>
    app.app.inject({
      method: 'POST',
      url: `/api/exotel/sms-status${token === null ? '' : `?token=${token}`}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const sentSms = async (sid: string) => {
    const [row] = await app.db
      .insert(t.outbox)
      .values({
        channel: 'sms',
        recipient: '+919876500001',
        body: 'Reminder',
        kind: 'reminder',
        status: 'sent',
        providerMessageId: sid,
      })
      .returning({ id: t.outbox.id });
    return async () => (await app.db.select().from(t.outbox).where(eq(t.outbox.id, row!.id)))[0]!;
  };

  beforeAll(async () => {
    app = await buildTestApp({
      EXOTEL_ACCOUNT_SID: 'nourishwell1',
      EXOTEL_API_KEY: 'key-1234',
      EXOTEL_API_TOKEN: 'token-1234',
      // Nothing listens here: no test may reach Exotel.
      EXOTEL_API_URL: 'http://127.0.0.1:9',
      EXOTEL_STATUS_TOKEN: TOKEN,
    });
  });
  afterAll(() => app.close());

  it('asks Exotel for a report at the address with our token when one is set', () => {
    const message = {
      channel: 'sms' as const,
      recipient: '+919876500001',
      body: 'Hi',
      kind: 'reminder' as const,
      subject: null,
    };
    const url = `https://app.example.test/api/exotel/sms-status?token=${TOKEN}`;
    expect(exotelForm(message, DLT, url).get('StatusCallback')).toBe(url);
    expect(exotelForm(message, DLT).has('StatusCallback')).toBe(false);
  });

  it('marks the SMS delivered, and a later report does not take it back', async () => {
    const stored = await sentSms('sms0001');
    const delivered = await report({
      SmsSid: 'sms0001',
      Status: 'delivered',
      DetailedStatus: 'DELIVERED_TO_HANDSET',
      DetailedStatusCode: '20000',
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ recorded: true });
    expect(await stored()).toMatchObject({ deliveryStatus: 'delivered' });
    await report({
      SmsSid: 'sms0001',
      Status: 'failed',
      DetailedStatus: 'UNKNOWN',
      DetailedStatusCode: '30000',
    });
    expect(await stored()).toMatchObject({ deliveryStatus: 'delivered' });
  });

  it('records a failure with Exotel’s detailed status and code, and ignores the steps on the way', async () => {
    const stored = await sentSms('sms0002');
    expect((await report({ SmsSid: 'sms0002', Status: 'submitted' })).json()).toEqual({
      recorded: false,
    });
    expect((await stored()).deliveryStatus).toBeNull();
    await report({
      SmsSid: 'sms0002',
      Status: 'failed-dnd',
      DetailedStatus: 'DND_FAIL',
      DetailedStatusCode: '30004',
    });
    expect(await stored()).toMatchObject({
      deliveryStatus: 'failed',
      lastError: 'Exotel: DND_FAIL (30004)',
    });
  });

  it('refuses a report without our token, or with another, with 403 and records nothing', async () => {
    const stored = await sentSms('sms0003');
    for (const token of [null, 'exotel-status-token-9999999999']) {
      const response = await report({ SmsSid: 'sms0003', Status: 'delivered' }, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('The token does not match');
    }
    expect((await stored()).deliveryStatus).toBeNull();
  });

  it('answers 400 with a message to a report without its Sid or status', async () => {
    const response = await report({ Status: 'delivered' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A delivery report needs its SmsSid and Status');
    expect((await report({ SmsSid: 'x y', Status: 'delivered' })).statusCode).toBe(400);
  });

  it('answers 200 and changes nothing for an SMS we did not send', async () => {
    const response = await report({ SmsSid: 'someoneelse1', Status: 'delivered' });
    expect(response.json()).toEqual({ recorded: false });
  });
});

describe('Exotel’s delivery reports without a token configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers 404: nothing here asked Exotel for a report', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/exotel/sms-status?token=anything',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'SmsSid=abc&Status=delivered',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Exotel delivery reports are not set up on this server');
  });
});
