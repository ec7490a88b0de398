import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { bearer, loginAs, TEST_PASSWORD } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { isoDateFromToday, wallClockFromToday } from '../helpers/test-clock.ts';

const INDIA = 'Asia/Kolkata';

describe('what a nutritionist does to her clients', () => {
  const { app, as, mine, theirs, post, nId } = caseloadSuite();

  it('sends a message as herself, whatever the body claims', async () => {
    const response = await post('/api/nuts/sendMessage', {
      nId: nId(),
      cId: mine.id,
      content: '  See you Thursday  ',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await app.db.select().from(t.messages).where(eq(t.messages.receiverId, mine.id));
    expect(row).toMatchObject({ senderId: nId(), content: 'See you Thursday' });
  });

  it('refuses an empty or over-long message, and a client who is not hers', async () => {
    expect(
      (await post('/api/nuts/sendMessage', { nId: nId(), cId: mine.id, content: '   ' })).json()
        .message,
    ).toBe('Please enter a message');
    expect(
      (await post('/api/nuts/sendMessage', { nId: nId(), cId: mine.id, content: 'x'.repeat(4001) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/nuts/sendMessage', { nId: nId(), cId: theirs.id, content: 'hi' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/nuts/sendMessage', { nId: nId() + 1000, cId: mine.id, content: 'hi' }))
        .statusCode,
    ).toBe(404);
  });

  it('sets next and previous sessions of her client', async () => {
    const previous = isoDateFromToday(INDIA, -10);
    const dayOfNext = isoDateFromToday(INDIA, 22);
    expect(
      (
        await post('/api/client/updateDetails', {
          id: mine.id,
          nextSession: isoDateFromToday(INDIA, 20),
          prevSession: previous,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post('/api/client/updateSession', {
          cId: mine.id,
          appointmentDate: `${dayOfNext}T11:00:00+05:30`,
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await app.db.select().from(t.clients).where(eq(t.clients.id, mine.id));
    expect(row?.nextSession?.toISOString()).toBe(wallClockFromToday(INDIA, 22, 11).toISOString());
    // A previous session given as a day is kept at that day's start in UTC.
    expect(row?.lastSession?.toISOString()).toBe(`${previous}T00:00:00.000Z`);
    expect(
      (await post('/api/client/updateSession', { cId: theirs.id, appointmentDate: dayOfNext }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/client/updateSession', { appointmentDate: dayOfNext })).json().message,
    ).toBe('Client ID is required');
  });

  it('changes only her own password, and the old token stops working', async () => {
    const other = await post('/api/nuts/updatepassword', {
      email: as.client.user.email,
      currentPassword: TEST_PASSWORD,
      password: 'another-pass',
    });
    expect(other.statusCode).toBe(404);
    const short = await post('/api/nuts/updatepassword', {
      email: as.nutritionist.user.email,
      currentPassword: TEST_PASSWORD,
      password: 'abc',
    });
    expect(short.json().message).toBe('Password must be at least 6 characters long.');
    const ok = await post('/api/nuts/updatepassword', {
      email: as.nutritionist.user.email,
      currentPassword: TEST_PASSWORD,
      password: 'brand-new-pass',
    });
    expect(ok.statusCode).toBe(200);
    const check = await app.app.inject({
      method: 'GET',
      url: '/api/protectroute',
      headers: as.nutritionist.headers,
    });
    expect(check.statusCode).toBe(401);
    as.nutritionist.headers = bearer(ok.json().token);
  });

  it('deletes her client with every record, and not someone else’s', async () => {
    expect(
      (await post('/api/nuts/deleteClient', { cId: theirs.id, email: theirs.email })).statusCode,
    ).toBe(404);
    const response = await post('/api/nuts/deleteClient', { cId: mine.id, email: mine.email });
    expect(response.statusCode).toBe(200);
    expect(await app.db.select().from(t.users).where(eq(t.users.id, mine.id))).toHaveLength(0);
    expect(
      await app.db.select().from(t.messages).where(eq(t.messages.receiverId, mine.id)),
    ).toHaveLength(0);
  });

  it('answers 401 without a token and 403 to an admin or a client', async () => {
    const client = bearer(await loginAs(app.app, theirs));
    for (const url of [
      '/api/nuts/sendMessage',
      '/api/nuts/deleteClient',
      '/api/client/updateDetails',
      '/api/client/updateSession',
      '/api/nuts/updatepassword',
    ]) {
      expect((await post(url, {}, {})).statusCode, url).toBe(401);
      expect((await post(url, {}, as.admin.headers)).statusCode, url).toBe(403);
      expect((await post(url, {}, client)).statusCode, url).toBe(403);
    }
  });
});
