import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import type { caseloadFixture } from '../helpers/caseload.ts';
import { openStream } from '../helpers/event-stream.ts';
import { fromNow } from '../helpers/test-clock.ts';
import {
  appWithVerifiedClient,
  signed,
  statusPost,
  textPost,
  WHATSAPP_ENV,
} from '../helpers/whatsapp-posts.ts';

const MEERA_NUMBER = '919876500001';

describe('the WhatsApp webhook (issue 36)', () => {
  let app: TestApp;
  let fixture: Awaited<ReturnType<typeof caseloadFixture>>;
  let sequence = 0;
  const wamid = () => `wamid.TEST${(sequence += 1)}`;

  beforeAll(async () => {
    ({ app, fixture } = await appWithVerifiedClient());
  });
  afterAll(() => app.close());

  const inject = (request: InjectOptions) => app.app.inject(request);
  const messagesOf = (externalId: string) =>
    app.db.select().from(t.messages).where(eq(t.messages.externalId, externalId));
  const enquiriesOf = (externalId: string) =>
    app.db.select().from(t.enquiries).where(eq(t.enquiries.externalId, externalId));

  describe('the verification handshake', () => {
    const handshake = (token: string, mode = 'subscribe') =>
      inject({
        method: 'GET',
        url: `/api/whatsapp/webhook?hub.mode=${mode}&hub.verify_token=${token}&hub.challenge=1158201444`,
      });

    it('answers the challenge as plain text when the verify token matches', async () => {
      const response = await handshake(WHATSAPP_ENV.WHATSAPP_VERIFY_TOKEN);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe('1158201444');
    });

    it('refuses a wrong token or another mode with 403 and a message', async () => {
      for (const response of [
        await handshake('not-the-token'),
        await handshake(WHATSAPP_ENV.WHATSAPP_VERIFY_TOKEN, 'unsubscribe'),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toMatch(/verify token/);
      }
    });
  });

  it('refuses a post whose signature is missing or wrong with 400 and records nothing', async () => {
    const id = wamid();
    const body = textPost(MEERA_NUMBER, id, 'Forged', fromNow(-60_000));
    const unsigned = { ...signed(body), headers: { 'content-type': 'application/json' } };
    for (const request of [unsigned, signed(body, 'another-secret')]) {
      const response = await inject(request);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/X-Hub-Signature-256/);
    }
    expect(await messagesOf(id)).toEqual([]);
    expect(await app.db.select().from(t.enquiries)).toEqual([]);
  });

  it('puts her text in her conversation with her nutritionist and tells Asha’s open chat', async () => {
    const base = await app.app.listen({ port: 0, host: '127.0.0.1' });
    const asha = await openStream(base, fixture.as.nutritionist.headers);
    await asha.waitFor(/: connected/);
    const id = wamid();
    const sentAt = fromNow(-5 * 60_000);
    const response = await inject(signed(textPost(MEERA_NUMBER, id, 'Had poha today', sentAt)));
    expect(response.statusCode).toBe(200);
    const [row] = await messagesOf(id);
    expect(row).toMatchObject({
      senderId: fixture.mine.id,
      receiverId: fixture.as.nutritionist.user.id,
      content: 'Had poha today',
      channel: 'whatsapp',
    });
    expect(row!.sentAt.getTime()).toBe(Math.floor(sentAt.getTime() / 1000) * 1000);
    await asha.waitFor(new RegExp(`event: message\\ndata: \\{"id":${row!.id},`));
    asha.close();

    const thread = await inject({
      method: 'GET',
      url: `/api/messages/thread?with=${fixture.mine.id}`,
      headers: fixture.as.nutritionist.headers,
    });
    expect(thread.json()[0]).toMatchObject({ content: 'Had poha today', channel: 'whatsapp' });
  });

  it('stores a delivery made twice once, and answers 200 both times', async () => {
    const request = signed(textPost(MEERA_NUMBER, wamid(), 'Twice', fromNow(-60_000)));
    expect((await inject(request)).statusCode).toBe(200);
    expect((await inject(request)).statusCode).toBe(200);
    const rows = await app.db.select().from(t.messages).where(eq(t.messages.content, 'Twice'));
    expect(rows).toHaveLength(1);
  });

  it('keeps a picture as a placeholder with its caption', async () => {
    const id = wamid();
    const body = textPost(MEERA_NUMBER, id, '', fromNow(-60_000));
    const value = body.entry[0]!.changes[0]!.value as unknown as {
      messages: Array<Record<string, unknown>>;
    };
    const message = value.messages[0]!;
    delete message.text;
    Object.assign(message, { type: 'image', image: { id: 'media1', caption: 'My lunch' } });
    expect((await inject(signed(body))).statusCode).toBe(200);
    expect((await messagesOf(id))[0]?.content).toBe('[image] My lunch');
  });

  it('makes a message from an unknown number an enquiry, once, without an email, sent when the platform says', async () => {
    const id = wamid();
    const at = fromNow(-60_000);
    const request = signed(textPost('14155550123', id, 'Do you do diabetes plans?', at, 'Sam'));
    expect((await inject(request)).statusCode).toBe(200);
    expect((await inject(request)).statusCode).toBe(200);
    const rows = await enquiriesOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'whatsapp',
      name: 'Sam',
      phone: '+14155550123',
      email: null,
      country: 'Outside India',
      acceptedTnc: false,
      message: 'Do you do diabetes plans?',
      // The platform's timestamp is in whole seconds: the reply window runs from it.
      sentAt: new Date(Math.floor(at.getTime() / 1000) * 1000),
    });
    expect(await messagesOf(id)).toEqual([]);
  });

  it('treats a number a client typed but never verified as unknown (an Indian enquiry, no name without a profile name)', async () => {
    await app.db
      .update(t.clients)
      .set({ phone: '9876500002' })
      .where(eq(t.clients.id, fixture.theirs.id));
    const id = wamid();
    await inject(signed(textPost('919876500002', id, 'Hello', fromNow(-1000), '')));
    expect(await messagesOf(id)).toEqual([]);
    expect((await enquiriesOf(id))[0]).toMatchObject({ name: null, country: 'India' });
  });

  it('records delivered and read statuses on the outbox row, never going back', async () => {
    const [row] = await app.db
      .insert(t.outbox)
      .values({
        channel: 'whatsapp',
        recipient: '+919876500001',
        body: 'Reply',
        kind: 'chat',
        status: 'sent',
        providerMessageId: 'wamid.OUT1',
      })
      .returning({ id: t.outbox.id });
    const stored = async () =>
      (await app.db.select().from(t.outbox).where(eq(t.outbox.id, row!.id)))[0]!;
    await inject(signed(statusPost('wamid.OUT1', 'delivered', fromNow(-120_000))));
    expect(await stored()).toMatchObject({ deliveryStatus: 'delivered', readAt: null });
    const readAt = fromNow(-60_000);
    await inject(signed(statusPost('wamid.OUT1', 'read', readAt)));
    await inject(signed(statusPost('wamid.OUT1', 'delivered', fromNow(-30_000))));
    const after = await stored();
    expect(after.deliveryStatus).toBe('read');
    expect(after.readAt?.getTime()).toBe(Math.floor(readAt.getTime() / 1000) * 1000);
  });

  it('records a failure after sending with the platform’s reason', async () => {
    await app.db.insert(t.outbox).values({
      channel: 'whatsapp',
      recipient: '+919876500001',
      body: 'Reply',
      kind: 'chat',
      status: 'sent',
      providerMessageId: 'wamid.OUT2',
    });
    const errors = [{ code: 131047, title: 'Re-engagement message' }];
    await inject(signed(statusPost('wamid.OUT2', 'failed', fromNow(-1000), errors)));
    const [row] = await app.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.providerMessageId, 'wamid.OUT2'));
    expect(row).toMatchObject({
      deliveryStatus: 'failed',
      lastError: '131047: Re-engagement message',
    });
  });

  it('answers 200 to a signed post with parts it does not read', async () => {
    const response = await inject(
      signed({
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ field: 'account_update', value: {} }] }],
      }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const big = textPost(MEERA_NUMBER, wamid(), 'x'.repeat(1024 * 1024), fromNow(-1000));
    const response = await inject(signed(big));
    expect(response.statusCode).toBe(413);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('the WhatsApp webhook without its settings', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers 404 to the handshake and to posts', async () => {
    const handshake = await app.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
    });
    expect(handshake.statusCode).toBe(404);
    const post = await app.app.inject(signed(textPost(MEERA_NUMBER, 'wamid.X', 'Hi', fromNow(0))));
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toMatch(/not set up/);
  });
});
