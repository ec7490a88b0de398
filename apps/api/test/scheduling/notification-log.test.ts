import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#api/db/schema/index.ts';
import { notificationLogRowSchema } from '@nourishwell/shared';
import { enqueue } from '#api/modules/notifications/outbox.repository.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { tokensForRoles } from '../helpers/roles.ts';

describe("the admin's list of sent messages", () => {
  let app: TestApp;
  let as: Awaited<ReturnType<typeof tokensForRoles>>;
  const ids: number[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
    as = await tokensForRoles(app.app, app.db);
    for (let i = 0; i < 5; i += 1) {
      ids.push(
        await enqueue(app.db, {
          kind: i % 2 ? 'reminder' : 'bookingConfirmed',
          channel: i === 4 ? 'whatsapp' : 'email',
          recipient: i === 4 ? '+919876500002' : `person${i}@example.test`,
          subject: `Session booked ${i}`,
          body: `Private body ${i}: thyroid`,
        }),
      );
    }
  });
  afterAll(() => app.close());

  const list = (query: string, headers: Record<string, string> = as.admin.headers) =>
    app.app.inject({ method: 'GET', url: `/api/admin/notifications${query}`, headers });

  it('pages newest first with the total in X-Total-Count, and never shows a subject or body', async () => {
    const first = await list('?limit=2&offset=0');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('5');
    const rows = first.json<Record<string, unknown>[]>();
    expect(rows.map((r) => r.id)).toEqual([ids[4], ids[3]]);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'attempts',
          'channel',
          'createdAt',
          'id',
          'kind',
          'recipient',
          'sentAt',
          'status',
          'deliveryStatus',
          'deliveredAt',
          'readAt',
          'reason',
          'failureReason',
        ].sort(),
      );
      expect(notificationLogRowSchema.parse(row)).toEqual(row);
    }
    expect(rows[0]).toMatchObject({
      kind: 'bookingConfirmed',
      channel: 'whatsapp',
      recipient: '+919876500002',
      status: 'pending',
      attempts: 0,
      sentAt: null,
    });
    expect(first.body).not.toMatch(/Private body|Session booked|thyroid/);
    const last = await list('?limit=2&offset=4');
    expect(last.json<{ id: number }[]>().map((r) => r.id)).toEqual([ids[0]]);
  });

  it('shows what the provider reported: read with its moments, failed with its reason', async () => {
    const at = new Date('2026-11-20T05:00:00.000Z');
    await app.db
      .update(outbox)
      .set({ status: 'sent', deliveryStatus: 'read', deliveredAt: at, readAt: at })
      .where(eq(outbox.id, ids[4]!));
    await app.db
      .update(outbox)
      .set({ status: 'failed', lastError: 'no DLT template id is set for reminder' })
      .where(eq(outbox.id, ids[3]!));
    const rows = (await list('?limit=2&offset=0')).json<Record<string, unknown>[]>();
    expect(rows[0]).toMatchObject({
      deliveryStatus: 'read',
      deliveredAt: at.toISOString(),
      readAt: at.toISOString(),
      failureReason: null,
    });
    expect(rows[1]).toMatchObject({
      status: 'failed',
      deliveryStatus: null,
      failureReason: 'no DLT template id is set for reminder',
    });
  });

  it('refuses a bad page with 400 and a message', async () => {
    const response = await list('?limit=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('is for the admin only: 401 without a token, 403 to a nutritionist or client', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', as.nutritionist.headers)).statusCode).toBe(403);
    expect((await list('', as.client.headers)).statusCode).toBe(403);
  });
});
