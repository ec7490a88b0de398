import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { tokensForRoles } from '../helpers/roles.ts';

const SETTINGS = {
  whatsappTemplates: {
    reminder: { name: 'session_reminder', languages: { en: 'en', hi: 'hi' } },
    bookingConfirmed: { name: 'booking_confirmed', languages: { en: 'en_US', hi: 'hi' } },
  },
  sms: {
    senderId: 'NOURSH',
    entityId: '1201160000000012345',
    templates: { reminder: '1107160000000054321' },
  },
};

describe("the practice's messaging templates", () => {
  let app: TestApp;
  let as: Awaited<ReturnType<typeof tokensForRoles>>;
  beforeAll(async () => {
    app = await buildTestApp({
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'stand-in-whatsapp-access-token',
      WHATSAPP_API_URL: 'http://127.0.0.1:9',
    });
    as = await tokensForRoles(app.app, app.db);
  });
  afterAll(() => app.close());

  const call = (
    method: 'GET' | 'PUT',
    body?: object,
    headers: Record<string, string> = as.admin.headers,
  ) => app.app.inject({ method, url: '/api/admin/messaging-settings', headers, payload: body });

  it('starts empty and says which providers are configured, without a credential', async () => {
    const response = await call('GET');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      settings: { whatsappTemplates: {}, sms: { senderId: null, entityId: null, templates: {} } },
      providers: { whatsappCloud: true, exotelSms: false, webhook: false },
    });
    expect(response.body).not.toContain('stand-in-whatsapp-access-token');
  });

  it('saves the template names and DLT ids and reads them back', async () => {
    const saved = await call('PUT', SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toEqual(SETTINGS);
    expect((await call('GET')).json().settings).toEqual(SETTINGS);
  });

  it('refuses a malformed template name, sender id or DLT id with 400 and the message', async () => {
    const cases: [object, string][] = [
      [
        {
          ...SETTINGS,
          whatsappTemplates: { reminder: { name: 'Reminder!', languages: { en: 'en', hi: 'hi' } } },
        },
        'A template name has lower-case letters, digits and _ only.',
      ],
      [
        { ...SETTINGS, sms: { ...SETTINGS.sms, senderId: 'NW' } },
        'A sender id is 6 capital letters.',
      ],
      [
        { ...SETTINGS, sms: { ...SETTINGS.sms, templates: { renewal: '12ab' } } },
        'A DLT id is 10 to 25 digits.',
      ],
      [
        {
          ...SETTINGS,
          whatsappTemplates: { reminder: { name: 'x', languages: { en: 'english', hi: 'hi' } } },
        },
        'Give a language code such as en or hi.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call('PUT', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call('GET')).json().settings).toEqual(SETTINGS);
  });

  it('is for the admin only: 401 without a token, 403 to a nutritionist or client', async () => {
    expect((await call('GET', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', undefined, as.nutritionist.headers)).statusCode).toBe(403);
    expect((await call('PUT', SETTINGS, as.nutritionist.headers)).statusCode).toBe(403);
    expect((await call('PUT', SETTINGS, as.client.headers)).statusCode).toBe(403);
  });
});
