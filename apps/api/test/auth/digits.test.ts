import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { createUser } from '../helpers/factories.ts';
import { appWithRoles } from '../helpers/suite.ts';

describe('PUT /api/users/me/digits: Devanagari digits by her choice', () => {
  const { app, as, call } = appWithRoles();
  const me = async (headers: Record<string, string>) =>
    (await call('GET', '/api/users/me', headers)).json<MeResponse>();

  it('is off until she chooses it, then on for her account alone, and off again', async () => {
    expect((await me(as.client.headers)).devanagariDigits).toBe(false);
    const chosen = await call('PUT', '/api/users/me/digits', as.client.headers, {
      devanagariDigits: true,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ devanagariDigits: true });
    expect(await me(as.client.headers)).toMatchObject({ language: 'en', devanagariDigits: true });
    expect((await me(as.nutritionist.headers)).devanagariDigits).toBe(false);
    await call('PUT', '/api/users/me/digits', as.client.headers, { devanagariDigits: false });
    expect((await me(as.client.headers)).devanagariDigits).toBe(false);
  });

  it('refuses anything but yes or no, and anyone without a token', async () => {
    const refused = await call('PUT', '/api/users/me/digits', as.client.headers, {
      devanagariDigits: 'yes',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Please say yes or no.' });
    const anonymous = await call('PUT', '/api/users/me/digits', {}, { devanagariDigits: true });
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes the numbers of her Hindi messages in Devanagari digits, and only hers', async () => {
    const geeta = await createUser(app.db, 'client', { name: 'Geeta' });
    const sunita = await createUser(app.db, 'client', { name: 'Sunita' });
    await app.db
      .update(t.users)
      .set({ language: 'hi', devanagariDigits: true })
      .where(eq(t.users.id, geeta.id));
    await app.db.update(t.users).set({ language: 'hi' }).where(eq(t.users.id, sunita.id));
    const resetMailTo = async (email: string) => {
      await call('POST', '/api/users/forgotpassword', {}, { email });
      for (let tries = 0; tries < 50; tries += 1) {
        const [mail] = await app.db
          .select()
          .from(t.outbox)
          .where(and(eq(t.outbox.kind, 'passwordReset'), eq(t.outbox.recipient, email)));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no reset mail to ${email}`);
    };
    expect((await resetMailTo(geeta.email)).body).toContain('यह लिंक ३० मिनट के अंदर खोलें');
    // The link itself is an address: its characters are never changed.
    expect((await resetMailTo(geeta.email)).body).toMatch(/resetpassword\?token=/);
    expect((await resetMailTo(sunita.email)).body).toContain('यह लिंक 30 मिनट के अंदर खोलें');
  });
});
