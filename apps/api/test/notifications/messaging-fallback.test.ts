import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { createExotelSms } from '#api/integrations/sms-exotel.ts';
import type { OutgoingMessage, Transport } from '#api/integrations/transport.ts';
import { createWhatsAppCloud } from '#api/integrations/whatsapp-cloud.ts';
import { recordDeliveryStatus } from '#api/modules/notifications/delivery-status.ts';
import { createOutboxDispatcher } from '#api/modules/notifications/outbox-dispatcher.ts';
import { enqueue } from '#api/modules/notifications/outbox.repository.ts';
import { dltRouter, whatsAppRouter } from '#api/modules/notifications/provider-routing.ts';
import { saveMessagingSettings } from '#api/modules/notifications/provider-routing.repository.ts';
import { createUser } from '../helpers/factories.ts';
import {
  EXOTEL_STAND_IN,
  WHATSAPP_STAND_IN,
  startExotelStandIn,
  startWhatsAppStandIn,
  type ProviderMessage,
  type StandIn,
} from '../helpers/provider-stand-ins.mjs';
import { freshDatabase } from '../helpers/test-database.ts';
import { fromNow, testClock } from '../helpers/test-clock.ts';

const silent = Fastify({ logger: false }).log;
const HOUR = 60 * 60_000;
const received: ProviderMessage[] = [];
let stands: StandIn[] = [];

describe('WhatsApp templates, the 24-hour window and the SMS fallback', () => {
  const database = freshDatabase();
  let meera: { id: number; phone: string };
  let nutritionistId: number;

  beforeAll(async () => {
    stands = await Promise.all([
      startWhatsAppStandIn((m) => received.push(m)),
      startExotelStandIn((m) => received.push(m)),
    ]);
    const client = await createUser(database.db, 'client');
    nutritionistId = (await createUser(database.db, 'nutritionist')).id;
    await database.db
      .update(t.clients)
      .set({ phone: '98765 43210' })
      .where(eq(t.clients.id, client.id));
    await database.db.update(t.users).set({ language: 'hi' }).where(eq(t.users.id, client.id));
    meera = { id: client.id, phone: '+919876543210' };
    await saveMessagingSettings(database.db, {
      whatsappTemplates: {
        reminder: { name: 'session_reminder', languages: { en: 'en', hi: 'hi' } },
      },
      sms: {
        senderId: 'NOURSH',
        entityId: '1201160000000012345',
        templates: { bookingConfirmed: '1107160000000054321' },
      },
    });
  });
  afterAll(() => Promise.all(stands.map((s) => s.close())));

  const providers = (withSms = true): Transport[] => {
    const [whatsapp, exotel] = stands as [StandIn, StandIn];
    const cloud = createWhatsAppCloud(
      { baseUrl: whatsapp.url, ...WHATSAPP_STAND_IN },
      whatsAppRouter(database.db, testClock),
    );
    const sms = createExotelSms(
      { baseUrl: exotel.url, ...EXOTEL_STAND_IN },
      dltRouter(database.db),
    );
    return withSms ? [cloud, sms] : [cloud];
  };
  const dispatch = (withSms = true) =>
    createOutboxDispatcher(database.db, providers(withSms), silent, undefined, testClock).flush();
  const row = async (id: number) =>
    (await database.db.select().from(t.outbox).where(eq(t.outbox.id, id)))[0]!;
  const copyOf = async (id: number) =>
    (await database.db.select().from(t.outbox).where(eq(t.outbox.fallbackOf, id)))[0];
  const text = (message: Partial<OutgoingMessage>): OutgoingMessage => ({
    channel: 'whatsapp',
    recipient: meera.phone,
    subject: null,
    body: 'NourishWell: your session is booked.',
    kind: 'bookingConfirmed',
    templateParams: ['Meera', 'Tue, 1 Dec, 10:00', 'Asha Menon'],
    ...message,
  });
  const herWhatsApp = (at: Date) =>
    database.db.insert(t.messages).values({
      senderId: meera.id,
      receiverId: nutritionistId,
      content: 'Hello',
      channel: 'whatsapp',
      sentAt: at,
    });

  it('sends a kind with a mapped template as that template in her language and keeps the wamid', async () => {
    received.length = 0;
    const id = await enqueue(database.db, text({ kind: 'reminder', clientId: meera.id }));
    await dispatch();
    expect(received).toMatchObject([
      { channel: 'whatsapp', template: 'session_reminder', language: 'hi' },
    ]);
    expect(await row(id)).toMatchObject({ status: 'sent', providerMessageId: 'wamid.standin1' });
  });

  it('sends a chat reply as free-form text while her last WhatsApp message is under 24 hours old', async () => {
    received.length = 0;
    await herWhatsApp(fromNow(-2 * HOUR));
    const id = await enqueue(database.db, text({ kind: 'chat', body: 'See you tomorrow' }));
    await dispatch();
    expect(received).toEqual([{ channel: 'whatsapp', to: meera.phone, body: 'See you tomorrow' }]);
    expect((await row(id)).status).toBe('sent');
    await database.db.delete(t.messages).where(eq(t.messages.senderId, meera.id));
  });

  it('fails at once a kind without a template when her window is closed, and sends its SMS copy once', async () => {
    received.length = 0;
    await herWhatsApp(fromNow(-25 * HOUR));
    const id = await enqueue(database.db, text({ clientId: meera.id }));
    await dispatch();
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toContain('24-hour window is closed');
    const copy = await copyOf(id);
    expect(copy).toMatchObject({
      channel: 'sms',
      status: 'sent',
      kind: 'bookingConfirmed',
      dedupeKey: `fallback:${id}`,
      templateParams: ['Meera', 'Tue, 1 Dec, 10:00', 'Asha Menon'],
      providerMessageId: expect.stringMatching(/^exotel-sid-/),
    });
    expect(received).toMatchObject([
      { channel: 'sms', to: meera.phone, dltTemplateId: '1107160000000054321', from: 'NOURSH' },
    ]);
    await database.db.delete(t.messages).where(eq(t.messages.senderId, meera.id));
  });

  it('fails an SMS of a kind without a DLT template id with the reason, and copies nothing without an SMS transport', async () => {
    const id = await enqueue(database.db, text({ kind: 'renewal' }));
    await dispatch(false);
    expect((await row(id)).status).toBe('failed');
    expect(await copyOf(id)).toBeUndefined();
    const sms = await enqueue(database.db, text({ channel: 'sms', kind: 'renewal' }));
    await dispatch();
    expect(await row(sms)).toMatchObject({
      status: 'failed',
      lastError: 'no DLT template id is set for renewal',
    });
  });

  it('records delivered and read with their moments, and never goes back from read', async () => {
    const id = await enqueue(database.db, text({ kind: 'reminder' }));
    await dispatch();
    const wamid = (await row(id)).providerMessageId!;
    const base = fromNow(0).getTime();
    const at = (hours: number) => new Date(base + hours * HOUR);
    await recordDeliveryStatus(database.db, wamid, 'read', at(2));
    await recordDeliveryStatus(database.db, wamid, 'delivered', at(1));
    await recordDeliveryStatus(database.db, wamid, 'failed', at(3), 'late failure');
    expect(await row(id)).toMatchObject({
      deliveryStatus: 'read',
      readAt: at(2),
      deliveredAt: at(2),
      lastError: null,
    });
    expect(await recordDeliveryStatus(database.db, 'wamid.unknown', 'read', at(1))).toEqual({
      found: false,
      fallbackId: null,
    });
  });

  it('sends the SMS copy once when WhatsApp reports a failure after accepting the message', async () => {
    const id = await enqueue(database.db, text({ kind: 'reminder', clientId: meera.id }));
    await dispatch();
    const wamid = (await row(id)).providerMessageId!;
    const first = await recordDeliveryStatus(
      database.db,
      wamid,
      'failed',
      fromNow(0),
      'code 131026',
    );
    const again = await recordDeliveryStatus(
      database.db,
      wamid,
      'failed',
      fromNow(0),
      'code 131026',
    );
    expect(first.fallbackId).toBeTypeOf('number');
    expect(again.fallbackId).toBeNull();
    expect(await row(id)).toMatchObject({ deliveryStatus: 'failed', lastError: 'code 131026' });
    expect(await copyOf(id)).toMatchObject({ channel: 'sms', kind: 'reminder', status: 'pending' });
    const none = await enqueue(database.db, text({ kind: 'reminder' }));
    await dispatch();
    const other = (await row(none)).providerMessageId!;
    const off = await recordDeliveryStatus(database.db, other, 'failed', fromNow(0), 'x', {
      smsFallback: false,
    });
    expect(off.fallbackId).toBeNull();
  });
});
