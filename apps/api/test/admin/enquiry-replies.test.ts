import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_REPLY_MAX, enquiryMessages, publicMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { whatsAppRouter } from '#api/modules/notifications/provider-routing.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { tokensForRoles } from '../helpers/roles.ts';
import { fromNow, resetTestClock, testClock } from '../helpers/test-clock.ts';
import { signed, textPost, WHATSAPP_ENV } from '../helpers/whatsapp-posts.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SAM = '14155550123';

/** The platform's timestamps are whole seconds. */
const wholeSeconds = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

describe('replying on WhatsApp to an enquiry from an unknown number (issue 36)', () => {
  let app: TestApp;
  let as: Awaited<ReturnType<typeof tokensForRoles>>;
  let admin: Record<string, string>;
  let samEnquiry: number;
  let formEnquiry: number;
  let sentAt: Date;

  beforeAll(async () => {
    app = await buildTestApp(WHATSAPP_ENV);
    as = await tokensForRoles(app.app, app.db);
    admin = as.admin.headers;
    sentAt = wholeSeconds(fromNow(-10 * MINUTE));
    const posted = await app.app.inject(
      signed(textPost(SAM, 'wamid.SAM1', 'Do you do diabetes plans?', sentAt, 'Sam')),
    );
    expect(posted.statusCode).toBe(200);
    const [sam] = await app.db
      .select({ id: t.enquiries.id })
      .from(t.enquiries)
      .where(eq(t.enquiries.externalId, 'wamid.SAM1'));
    samEnquiry = sam!.id;
    const [form] = await app.db
      .insert(t.enquiries)
      .values({
        name: 'Asha Form',
        illness: 'PCOS',
        phone: '+919812300000',
        email: 'asha.form@example.test',
        country: 'India',
        acceptedTnc: true,
      })
      .returning({ id: t.enquiries.id });
    formEnquiry = form!.id;
  });
  afterEach(() => resetTestClock());
  afterAll(() => app.close());

  const thread = (id: number, headers = admin) =>
    app.app.inject({ method: 'GET', url: `/api/admin/enquiries/${id}/whatsapp`, headers });
  const reply = (id: number, text: unknown, headers = admin) =>
    app.app.inject({
      method: 'POST',
      url: `/api/admin/enquiries/${id}/replies`,
      headers,
      payload: { text },
    });
  const enquiryTexts = () =>
    app.db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.kind, 'enquiry'), eq(t.outbox.channel, 'whatsapp')));
  const replyRows = () => app.db.select().from(t.enquiryReplies);

  it('refuses clients and nutritionists with 403, sending nothing', async () => {
    for (const headers of [as.client.headers, as.nutritionist.headers]) {
      expect((await thread(samEnquiry, headers)).statusCode).toBe(403);
      expect((await reply(samEnquiry, 'Hello', headers)).statusCode).toBe(403);
    }
    expect(await enquiryTexts()).toEqual([]);
  });

  it('shows the thread with the window open until 24 hours after their message', async () => {
    const response = await thread(samEnquiry);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      phone: '+14155550123',
      window: { open: true, until: new Date(sentAt.getTime() + DAY).toISOString() },
      messages: [
        {
          direction: 'in',
          text: 'Do you do diabetes plans?',
          at: sentAt.toISOString(),
          by: null,
          state: null,
        },
      ],
    });
  });

  it('queues a reply inside the window to the outbox as a WhatsApp text, keeps it in the thread and audits it', async () => {
    const response = await reply(samEnquiry, '  Yes, we do. When can we call you?  ');
    expect(response.statusCode).toBe(201);
    expect(await enquiryTexts()).toEqual([
      expect.objectContaining({
        channel: 'whatsapp',
        kind: 'enquiry',
        recipient: '+14155550123',
        subject: null,
        body: 'Yes, we do. When can we call you?',
        clientId: null,
        templateParams: null,
      }),
    ]);
    const [outboxRow] = await enquiryTexts();
    expect(await replyRows()).toEqual([
      expect.objectContaining({
        enquiryId: samEnquiry,
        authorId: as.admin.user.id,
        body: 'Yes, we do. When can we call you?',
        outboxId: outboxRow!.id,
      }),
    ]);
    expect(response.json().messages).toEqual([
      expect.objectContaining({ direction: 'in', text: 'Do you do diabetes plans?' }),
      {
        direction: 'out',
        text: 'Yes, we do. When can we call you?',
        at: expect.any(String),
        by: as.admin.user.name,
        state: expect.stringMatching(/^(waiting|sent|failed)$/),
      },
    ]);
    const [audited] = await app.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.entity, 'enquiry_reply'));
    expect(audited).toMatchObject({
      actorId: as.admin.user.id,
      action: 'create',
      details: { fields: ['body', 'enquiryId'] },
    });
    const listed = await app.app.inject({
      method: 'GET',
      url: '/api/admin/enquiries?source=whatsapp',
      headers: admin,
    });
    expect(listed.json()[0]).toMatchObject({ id: samEnquiry, replies: 1 });
  });

  it('lets the Cloud API send free text to that number while its window is open, and to no other', async () => {
    const route = whatsAppRouter(app.db, testClock);
    const text = { channel: 'whatsapp', subject: null, body: 'Yes', kind: 'enquiry' } as const;
    expect(await route({ ...text, recipient: '+14155550123' })).toEqual({
      template: null,
      windowOpen: true,
    });
    expect((await route({ ...text, recipient: '+14155550999' })).windowOpen).toBe(false);
  });

  it('refuses a reply once 24 hours have passed with 409, queueing and keeping nothing', async () => {
    testClock.set(new Date(sentAt.getTime() + DAY + MINUTE));
    // A day on, the admin's sign-in has expired: she signs in again.
    admin = bearer(await loginAs(app.app, as.admin.user));
    expect((await thread(samEnquiry)).json().window).toEqual({ open: false, until: null });
    const response = await reply(samEnquiry, 'Are you still there?');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: enquiryMessages.windowClosed,
      code: 'WHATSAPP_WINDOW_CLOSED',
    });
    expect(await enquiryTexts()).toHaveLength(1);
    expect(await replyRows()).toHaveLength(1);
    expect(
      (
        await whatsAppRouter(
          app.db,
          testClock,
        )({
          channel: 'whatsapp',
          subject: null,
          body: 'x',
          kind: 'enquiry',
          recipient: '+14155550123',
        })
      ).windowOpen,
    ).toBe(false);
  });

  it('opens the window again from the number’s latest message, for a reply to its first enquiry', async () => {
    testClock.set(new Date(sentAt.getTime() + 2 * DAY));
    admin = bearer(await loginAs(app.app, as.admin.user));
    const later = wholeSeconds(fromNow(-MINUTE));
    await app.app.inject(signed(textPost(SAM, 'wamid.SAM2', 'Hello again', later, 'Sam')));
    const opened = await thread(samEnquiry);
    expect(opened.json().window).toEqual({
      open: true,
      until: new Date(later.getTime() + DAY).toISOString(),
    });
    expect((await reply(samEnquiry, 'Hello Sam')).statusCode).toBe(201);
    expect((await enquiryTexts()).map((row) => row.body)).toEqual([
      'Yes, we do. When can we call you?',
      'Hello Sam',
    ]);
    const texts = (await thread(samEnquiry)).json().messages.map((m: { text: string }) => m.text);
    expect(texts).toEqual(
      expect.arrayContaining(['Do you do diabetes plans?', 'Hello again', 'Hello Sam']),
    );
  });

  it('answers 409 for an enquiry from the form, and 404 for none, queueing nothing', async () => {
    for (const response of [await thread(formEnquiry), await reply(formEnquiry, 'Hello')]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(enquiryMessages.notWhatsapp);
    }
    for (const response of [await thread(999_999), await reply(999_999, 'Hello')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(enquiryMessages.notFound);
    }
    expect(await enquiryTexts()).toHaveLength(2);
  });

  it('refuses an empty or too long reply with 400 and a message, queueing nothing', async () => {
    const before = (await enquiryTexts()).length;
    for (const [text, message] of [
      ['   ', enquiryMessages.replyRequired],
      [undefined, enquiryMessages.replyRequired],
      ['x'.repeat(ENQUIRY_REPLY_MAX + 1), publicMessages.tooLong(ENQUIRY_REPLY_MAX)],
    ] as const) {
      const response = await reply(samEnquiry, text);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await enquiryTexts()).toHaveLength(before);
  });
});
