import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, createUser, loginAs, TEST_PASSWORD, type TestUser } from '../helpers/factories.ts';
import { tokensForRoles } from '../helpers/roles.ts';
import { fromNow } from '../helpers/test-clock.ts';
import { saveProfilePhone, verifyPhone } from './contact-fixtures.ts';

const isPostgres = inject('testDatabase').kind === 'postgres';
const HOUR_MS = 3_600_000;
const PHONE = '9812345678';

/**
 * Issue 30, finding 4: what her erasure used to leave behind. One form per phone and email
 * is allowed (FORM_MAX_PER_KEY=1), so a rate-limit counter shows by a refused second try,
 * on PGlite (counters in the process) and on PostgreSQL (counters in a table) alike.
 */
describe('her erasure leaves nothing of her in the outbox, the rate-limit counters or the breach register', () => {
  let app: TestApp;
  let as: Awaited<ReturnType<typeof tokensForRoles>>;
  let her: TestUser;
  let other: TestUser;
  let breachId: number;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'POST', url, payload, headers });
  const pay = () => post('/api/users/pay', { phone: PHONE, amount: 999 });
  const enquire = () =>
    post('/api/users/sendmail', {
      name: 'Sana Kapoor',
      illness: 'Thyroid',
      phone: PHONE,
      email: her.email,
      country: 'India',
      acceptedTnC: true,
    });
  const outboxBodies = async () =>
    (await app.db.select({ body: t.outbox.body }).from(t.outbox)).map((row) => row.body);

  beforeAll(async () => {
    app = await buildTestApp({ FORM_MAX_PER_KEY: '1' });
    as = await tokensForRoles(app.app, app.db);
    her = await createUser(app.db, 'client', { name: 'Sana Kapoor' });
    other = await createUser(app.db, 'client', { name: 'Leela Das' });
    const headers = bearer(await loginAs(app.app, her));
    expect((await saveProfilePhone(app.app, her, headers, PHONE)).statusCode).toBe(200);
    await verifyPhone(app.app, app.db, headers, PHONE);

    // Her payment request mails the practice "Phone: +91 9812345678 …"; her enquiry too.
    expect((await pay()).statusCode).toBe(200);
    expect((await enquire()).statusCode).toBe(200);
    expect((await pay()).statusCode).toBe(429);
    expect((await enquire()).statusCode).toBe(429);
    // Her phone as people write it, in messages that do not name her otherwise.
    await app.db
      .insert(t.outbox)
      .values(
        [
          'Call back +91 98123 45678 today',
          'Missed call from 919812345678',
          'Number: 098123-45678',
          'Reach her on (98123) 45678.',
          'Not hers: order 19812345678',
          'Not hers: 9812345677',
        ].map((body) => ({ channel: 'email' as const, recipient: 'inbox@example.test', body })),
      );
    const breach = await post(
      '/api/admin/breaches',
      {
        title: 'Laptop stolen',
        description: 'A practice laptop was stolen.',
        dataInvolved: 'Names and phone numbers',
        discoveredAt: fromNow(-2 * HOUR_MS).toISOString(),
        affectedUserIds: [her.id, other.id],
      },
      as.admin.headers,
    );
    expect(breach.statusCode, breach.body).toBe(201);
    breachId = breach.json<{ id: number }>().id;

    const asked = await post('/api/me/erasure', { password: TEST_PASSWORD }, headers);
    expect(asked.statusCode).toBe(202);
    expect(await app.app.erasures.flush(fromNow(49 * HOUR_MS))).toBe(1);
  });
  afterAll(() => app.close());

  it('deletes every outbox message naming her verified phone in any written form, the practice’s payment email included', async () => {
    const bodies = await outboxBodies();
    expect(bodies.filter((body) => /98123|9812345678/.test(body))).toEqual([
      'Not hers: order 19812345678',
      'Not hers: 9812345677',
    ]);
    expect(bodies.some((body) => body.includes('Plan: Silver Plan'))).toBe(false);
  });

  it('forgets the rate-limit counters keyed by her phone and her email', async () => {
    expect((await pay()).statusCode).toBe(200);
    expect((await enquire()).statusCode).toBe(200);
    const [receipt] = await app.db.select().from(t.erasureReceipts);
    expect(receipt?.summary.rateLimitCounters).toBe(2);
    if (isPostgres) {
      const keys = await app.db.select({ key: t.rateLimitCounters.key }).from(t.rateLimitCounters);
      // Only the counters of the two new tries above hold her phone or email now.
      expect(keys.filter(({ key }) => key.includes(PHONE) || key.includes(her.email))).toHaveLength(
        2,
      );
    }
  });

  it('keeps the breach register’s count of people affected, naming only those still here', async () => {
    const detail = await app.app.inject({
      method: 'GET',
      url: `/api/admin/breaches/${breachId}`,
      headers: as.admin.headers,
    });
    expect(detail.json()).toMatchObject({
      affectedCount: 2,
      erasedAffected: 1,
      affected: [expect.objectContaining({ id: other.id })],
    });
    const list = await app.app.inject({
      method: 'GET',
      url: '/api/admin/breaches',
      headers: as.admin.headers,
    });
    expect(list.json()[0]).toMatchObject({ id: breachId, affectedCount: 2, erasedAffected: 1 });
    const rows = await app.db
      .select()
      .from(t.breachAffected)
      .where(eq(t.breachAffected.breachId, breachId));
    expect(rows.map((row) => row.userId)).toEqual([other.id]);
  });
});
