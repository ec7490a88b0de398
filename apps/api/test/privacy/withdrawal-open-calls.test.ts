import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkMessageSentText, consentMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { insertSession } from '../helpers/caseload.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { testNow, wallClockFromToday } from '../helpers/test-clock.ts';

const zone = 'Asia/Kolkata';

describe('after a client withdrew consent', () => {
  const { app, as, mine, nId, post } = caseloadSuite();
  let stays: TestUser;

  beforeAll(async () => {
    stays = await createUser(app.db, 'client');
    await app.db.update(t.clients).set({ nutritionistId: nId() }).where(eq(t.clients.id, stays.id));
    await app.db
      .update(t.users)
      .set({ consentWithdrawnAt: testNow() })
      .where(eq(t.users.id, mine.id));
  });

  const received = async (clientId: number, content: string) =>
    (
      await app.db
        .select({ id: t.messages.id })
        .from(t.messages)
        .where(and(eq(t.messages.receiverId, clientId), eq(t.messages.content, content)))
    ).length;

  it('a bulk message to chosen clients skips her and says so, and the others get it', async () => {
    const response = await post('/api/nuts/sendBulkMessage', {
      nId: nId(),
      clientIds: [mine.id, stays.id],
      content: 'Chosen news',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: bulkMessageSentText(1, 1),
      sent: 1,
      skipped: 1,
    });
    expect(bulkMessageSentText(1, 1)).toBe(
      'Message sent to 1 client. Not sent to 1 client who withdrew consent.',
    );
    expect(await received(stays.id, 'Chosen news')).toBe(1);
    expect(await received(mine.id, 'Chosen news')).toBe(0);
  });

  it('a bulk message to all her clients skips her too', async () => {
    const response = await post('/api/nuts/sendBulkMessage', {
      nId: nId(),
      all: true,
      content: 'News for all',
    });
    expect(response.json()).toMatchObject({ sent: 1, skipped: 1 });
    expect(await received(mine.id, 'News for all')).toBe(0);
  });

  it('a bulk message that would reach only her is refused like a single message', async () => {
    for (const [url, payload] of [
      ['/api/nuts/sendBulkMessage', { nId: nId(), clientIds: [mine.id], content: 'Only her' }],
      ['/api/nuts/sendMessage', { nId: nId(), cId: mine.id, content: 'Only her' }],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONSENT_WITHDRAWN',
        message: consentMessages.clientWithdrew,
      });
    }
    expect(await received(mine.id, 'Only her')).toBe(0);
  });

  it('the admin may still cancel her next session, but not edit anything else with it', async () => {
    const start = wallClockFromToday(zone, 20, 10, 0);
    await insertSession(app.db, mine.id, nId(), start);
    const put = (payload: object) =>
      app.app.inject({
        method: 'PUT',
        url: `/api/clients/${mine.id}`,
        headers: as.admin.headers,
        payload,
      });
    const edit = await put({ name: 'Edited Name', nextSession: null });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('CONSENT_WITHDRAWN');
    const cancel = await put({ nextSession: null });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const booked = await app.db
      .select({ status: t.appointments.status })
      .from(t.appointments)
      .where(eq(t.appointments.clientId, mine.id));
    expect(booked.map((row) => row.status)).toEqual(['cancelled']);
  });

  it('her nutritionist may still cancel a booked session of hers', async () => {
    const start = wallClockFromToday(zone, 25, 10, 0);
    const booking = await insertSession(app.db, mine.id, nId(), start);
    const response = await post(`/api/bookings/${booking}/cancel`, {});
    expect(response.statusCode, response.body).toBe(200);
  });
});
