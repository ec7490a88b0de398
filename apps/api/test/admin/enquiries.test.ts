import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enquiryMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { fromNow } from '../helpers/test-clock.ts';

const MINUTE = 60_000;

describe('the admin’s enquiries (issue 36)', () => {
  const { app, as, call } = appWithRoles();
  const ids: Record<string, number> = {};
  const received: Record<string, Date> = {};

  /** Received `minutesAgo` minutes before the test clock's now, so the order is known. */
  const formEnquiry = async (key: string, minutesAgo: number) => {
    received[key] = fromNow(-minutesAgo * MINUTE);
    const [row] = await app.db
      .insert(t.enquiries)
      .values({
        name: `Form ${key}`,
        illness: `Thyroid ${key}`,
        phone: '+919812300000',
        email: `${key}@example.test`,
        country: 'India',
        state: 'Kerala',
        language: 'Malayalam',
        acceptedTnc: true,
        createdAt: received[key],
      })
      .returning({ id: t.enquiries.id });
    ids[key] = row!.id;
  };
  const whatsappEnquiry = async (key: string, minutesAgo: number, name: string | null) => {
    const at = fromNow(-minutesAgo * MINUTE);
    received[key] = at;
    const [row] = await app.db
      .insert(t.enquiries)
      .values({
        source: 'whatsapp',
        name,
        illness: '',
        phone: '+14155550123',
        email: null,
        country: 'Outside India',
        acceptedTnc: false,
        message: `Do you do diabetes plans? ${key}`,
        externalId: `wamid.LIST-${key}`,
        sentAt: at,
        // Stored a moment after they sent it: the list says when they wrote.
        createdAt: new Date(at.getTime() + 2000),
      })
      .returning({ id: t.enquiries.id });
    ids[key] = row!.id;
  };

  beforeAll(async () => {
    await formEnquiry('f1', 50);
    await whatsappEnquiry('w1', 40, 'Sam');
    await formEnquiry('f2', 30);
    await whatsappEnquiry('w2', 20, null);
    await formEnquiry('f3', 10);
  });

  const list = (query = '', headers: Record<string, string> = as.admin.headers) =>
    call('GET', `/api/admin/enquiries${query}`, headers);
  const mark = (id: number, handled: unknown, headers: Record<string, string> = as.admin.headers) =>
    call('PATCH', `/api/admin/enquiries/${id}`, headers, { handled });
  const keysOf = (rows: Array<{ id: number }>) =>
    rows.map((row) => Object.keys(ids).find((key) => ids[key] === row.id));

  it('refuses clients and nutritionists with 403, and anyone signed out with 401', async () => {
    for (const headers of [as.client.headers, as.nutritionist.headers]) {
      expect((await list('', headers)).statusCode).toBe(403);
      expect((await mark(ids.f1!, true, headers)).statusCode).toBe(403);
    }
    expect((await list('', {})).statusCode).toBe(401);
    expect(await app.db.select().from(t.enquiries).where(eq(t.enquiries.id, ids.f1!))).toEqual([
      expect.objectContaining({ handledAt: null, handledBy: null }),
    ]);
  });

  it('lists every enquiry newest first, each with what they said, when they wrote and where the form says they are', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('5');
    const rows = response.json();
    expect(keysOf(rows)).toEqual(['f3', 'w2', 'f2', 'w1', 'f1']);
    expect(rows[0]).toEqual({
      id: ids.f3,
      source: 'form',
      name: 'Form f3',
      phone: '+919812300000',
      email: 'f3@example.test',
      text: 'Thyroid f3',
      country: 'India',
      state: 'Kerala',
      language: 'Malayalam',
      receivedAt: received.f3!.toISOString(),
      handledAt: null,
      handledBy: null,
      replies: 0,
    });
    expect(rows[1]).toMatchObject({
      source: 'whatsapp',
      name: null,
      phone: '+14155550123',
      email: null,
      text: 'Do you do diabetes plans? w2',
      country: null,
      state: null,
      language: null,
      receivedAt: received.w2!.toISOString(),
    });
    expect(rows[3]).toMatchObject({ source: 'whatsapp', name: 'Sam' });
  });

  it('pages with limit and offset, the total unchanged', async () => {
    const second = await list('?limit=2&offset=2');
    expect(second.headers['x-total-count']).toBe('5');
    expect(keysOf(second.json())).toEqual(['f2', 'w1']);
    const last = await list('?limit=2&offset=4');
    expect(keysOf(last.json())).toEqual(['f1']);
  });

  it('filters by source', async () => {
    const whatsapp = await list('?source=whatsapp');
    expect(whatsapp.headers['x-total-count']).toBe('2');
    expect(keysOf(whatsapp.json())).toEqual(['w2', 'w1']);
    expect(keysOf((await list('?source=form')).json())).toEqual(['f3', 'f2', 'f1']);
  });

  it('marks one handled by her, filters by state, and opens it again; each change audited by its fields', async () => {
    const handled = await mark(ids.w1!, true);
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({
      id: ids.w1,
      handledAt: expect.any(String),
      handledBy: as.admin.user.name,
    });
    const done = await list('?state=handled');
    expect(done.headers['x-total-count']).toBe('1');
    expect(keysOf(done.json())).toEqual(['w1']);
    expect(keysOf((await list('?state=open&source=whatsapp')).json())).toEqual(['w2']);

    // Marking it again changes nothing: the first mark and its time stay.
    const again = await mark(ids.w1!, true);
    expect(again.json().handledAt).toBe(handled.json().handledAt);

    const reopened = await mark(ids.w1!, false);
    expect(reopened.json()).toMatchObject({ handledAt: null, handledBy: null });
    expect(keysOf((await list('?state=handled')).json())).toEqual([]);

    const audits = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'enquiry'), eq(t.auditLog.entityId, ids.w1!)));
    expect(audits).toHaveLength(2);
    for (const row of audits) {
      expect(row).toMatchObject({
        actorId: as.admin.user.id,
        action: 'update',
        subjectId: null,
        details: { fields: ['handledAt', 'handledBy'] },
      });
    }
  });

  it('answers 404 for an enquiry that does not exist', async () => {
    const response = await mark(999_999, true);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(enquiryMessages.notFound);
  });

  it('refuses a bad filter or mark with 400 and a message', async () => {
    for (const [response, message] of [
      [await list('?source=email'), enquiryMessages.sourceInvalid],
      [await list('?state=closed'), enquiryMessages.stateInvalid],
      [await mark(ids.f1!, 'yes'), enquiryMessages.handledInvalid],
    ] as const) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await list('?limit=0')).statusCode).toBe(400);
  });
});
