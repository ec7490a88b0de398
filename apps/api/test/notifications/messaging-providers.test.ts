import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExotelSms } from '#api/integrations/sms-exotel.ts';
import { PermanentDeliveryError, type MessageToDeliver } from '#api/integrations/transport.ts';
import { createWhatsAppCloud, type WhatsAppRoute } from '#api/integrations/whatsapp-cloud.ts';
import {
  EXOTEL_STAND_IN,
  WHATSAPP_STAND_IN,
  startExotelStandIn,
  startWhatsAppStandIn,
  type ProviderMessage,
  type StandIn,
} from '../helpers/provider-stand-ins.mjs';

const received: ProviderMessage[] = [];
let failWith: { status: number; code: number } | null = null;
let whatsapp: StandIn;
let exotel: StandIn;

beforeAll(async () => {
  whatsapp = await startWhatsAppStandIn(
    (message) => received.push(message),
    () => failWith,
  );
  exotel = await startExotelStandIn((message) => received.push(message));
});
afterAll(async () => {
  await whatsapp.close();
  await exotel.close();
});

const cloud = (route: WhatsAppRoute) =>
  createWhatsAppCloud(
    {
      baseUrl: whatsapp.url,
      version: WHATSAPP_STAND_IN.version,
      phoneNumberId: WHATSAPP_STAND_IN.phoneNumberId,
      accessToken: WHATSAPP_STAND_IN.accessToken,
    },
    () => Promise.resolve(route),
  );

const reminder: MessageToDeliver = {
  channel: 'whatsapp',
  recipient: '+919876543210',
  subject: null,
  body: 'NourishWell: your session starts in 1 hour.',
  kind: 'reminder',
  templateParams: ['Meera', 'Tue, 1 Dec, 10:00', 'https://meet.jit.si/nw-abc'],
};

describe('WhatsApp through the Cloud API', () => {
  it('sends a mapped kind as its template with the parameters in order, and keeps the wamid', async () => {
    received.length = 0;
    const answer = await cloud({
      template: { name: 'session_reminder', language: 'hi' },
      windowOpen: false,
    }).deliver(reminder);
    expect(answer).toEqual({ providerMessageId: 'wamid.standin1' });
    expect(received).toEqual([
      {
        channel: 'whatsapp',
        to: '+919876543210',
        template: 'session_reminder',
        language: 'hi',
        params: reminder.templateParams,
        body: reminder.templateParams!.join('\n'),
      },
    ]);
  });

  it('sends free-form text while her 24-hour window is open', async () => {
    received.length = 0;
    await cloud({ template: null, windowOpen: true }).deliver({
      ...reminder,
      kind: 'chat',
      body: 'See you tomorrow!',
    });
    expect(received).toEqual([
      { channel: 'whatsapp', to: '+919876543210', body: 'See you tomorrow!' },
    ]);
  });

  it('refuses for good a kind without a template once her window has closed, sending nothing', async () => {
    received.length = 0;
    const sending = cloud({ template: null, windowOpen: false }).deliver({
      ...reminder,
      kind: 'chat',
    });
    await expect(sending).rejects.toBeInstanceOf(PermanentDeliveryError);
    await expect(sending).rejects.toThrow(
      'no WhatsApp template is mapped for chat and the 24-hour window is closed',
    );
    expect(received).toEqual([]);
  });

  it('names the status and the API error code of a refusal, never the number or the text', async () => {
    failWith = { status: 400, code: 131047 };
    const sending = cloud({ template: null, windowOpen: true }).deliver(reminder);
    await expect(sending).rejects.toThrow('WhatsApp Cloud API answered 400 (code 131047)');
    await expect(sending).rejects.toBeInstanceOf(PermanentDeliveryError);
    failWith = { status: 503, code: 2 };
    const retried = cloud({ template: null, windowOpen: true }).deliver(reminder);
    await expect(retried).rejects.not.toBeInstanceOf(PermanentDeliveryError);
    await expect(retried).rejects.not.toThrow(/9876543210|session/);
    failWith = null;
  });

  it('is refused by the API with a wrong token', async () => {
    const wrong = createWhatsAppCloud(
      { baseUrl: whatsapp.url, version: 'v21.0', phoneNumberId: '1', accessToken: 'x' },
      () => Promise.resolve({ template: null, windowOpen: true }),
    );
    await expect(wrong.deliver(reminder)).rejects.toThrow('answered 400 (code 100)');
  });
});

describe('SMS through Exotel with DLT', () => {
  const sms = (templateId: string | null) =>
    createExotelSms({ baseUrl: exotel.url, ...EXOTEL_STAND_IN }, () =>
      Promise.resolve({ senderId: 'NOURSH', entityId: '1201160000000012345', templateId }),
    );
  const text: MessageToDeliver = { ...reminder, channel: 'sms' };

  it('sends the sender id, entity id and the kind’s DLT template id with basic auth, and keeps the Sid', async () => {
    received.length = 0;
    const answer = await sms('1107160000000054321').deliver(text);
    expect(answer).toEqual({ providerMessageId: 'exotel-sid-1' });
    expect(received).toEqual([
      {
        channel: 'sms',
        to: '+919876543210',
        body: text.body,
        from: 'NOURSH',
        dltEntityId: '1201160000000012345',
        dltTemplateId: '1107160000000054321',
      },
    ]);
  });

  it('refuses for good a kind without a DLT template id, which operators would drop', async () => {
    received.length = 0;
    const sending = sms(null).deliver(text);
    await expect(sending).rejects.toBeInstanceOf(PermanentDeliveryError);
    await expect(sending).rejects.toThrow('no DLT template id is set for reminder');
    expect(received).toEqual([]);
  });

  it('names the status of a refusal', async () => {
    const wrong = createExotelSms(
      { baseUrl: exotel.url, ...EXOTEL_STAND_IN, apiToken: 'wrong' },
      () =>
        Promise.resolve({
          senderId: 'NOURSH',
          entityId: '1201160000000012345',
          templateId: '1107160000000054321',
        }),
    );
    await expect(wrong.deliver(text)).rejects.toThrow('Exotel answered 400 (code BAD_REQUEST)');
  });
});
