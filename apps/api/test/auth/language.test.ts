import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@nourishwell/shared';
import { appWithRoles } from '../helpers/suite.ts';

describe('PUT /api/users/me/language', () => {
  const { as, call } = appWithRoles();
  const me = async (headers: Record<string, string>) =>
    (await call('GET', '/api/users/me', headers)).json<MeResponse>();

  it('is English until she chooses, then the language she chose, on her account alone', async () => {
    expect((await me(as.client.headers)).language).toBe('en');
    const chosen = await call('PUT', '/api/users/me/language', as.client.headers, {
      language: 'hi',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ language: 'hi' });
    expect((await me(as.client.headers)).language).toBe('hi');
    expect((await me(as.nutritionist.headers)).language).toBe('en');
    await call('PUT', '/api/users/me/language', as.client.headers, { language: 'en' });
    expect((await me(as.client.headers)).language).toBe('en');
  });

  it('refuses a language NourishWell does not speak with a message, and anyone without a token', async () => {
    const refused = await call('PUT', '/api/users/me/language', as.client.headers, {
      language: 'fr',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Please choose one of the languages offered.',
    });
    const anonymous = await call('PUT', '/api/users/me/language', {}, { language: 'hi' });
    expect(anonymous.statusCode).toBe(401);
  });
});
