import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { sendRenewalReminders } from '#api/modules/purchases/renewal-reminders.ts';
import { buildTestApp, capturingTransport, type TestApp } from '../helpers/build-test-app.ts';
import { createUser } from '../helpers/factories.ts';
import { isoDateFromToday, wallClockFromToday } from '../helpers/test-clock.ts';
import { notifyDeps } from '../scheduling/notify-fixtures.ts';

const ZONE = 'Asia/Kolkata';

describe('reminders before a package ends (issue 34)', () => {
  let app: TestApp;
  const ids: Record<string, number> = {};
  const outboxOf = (kind: 'renewal') =>
    app.db.select().from(t.outbox).where(eq(t.outbox.kind, kind));

  let sell: (
    name: string,
    phone: string,
    until: number,
    from?: number,
    language?: 'en' | 'hi',
  ) => Promise<{ clientId: number | null }>;

  beforeAll(async () => {
    app = await buildTestApp();
    const [item] = await app.db
      .insert(t.packages)
      .values({
        name: 'Silver Plan',
        durationWeeks: 4,
        pricePaise: 99_900,
        gstRate: 18,
        sacCode: '999319',
      })
      .returning({ id: t.packages.id });
    sell = async (
      name: string,
      phone: string,
      until: number,
      from = until - 27,
      language: 'en' | 'hi' = 'en',
    ) => {
      const client = await createUser(app.db, 'client', { name });
      await app.db.update(t.clients).set({ phone }).where(eq(t.clients.id, client.id));
      await app.db.update(t.users).set({ language }).where(eq(t.users.id, client.id));
      const [row] = await app.db
        .insert(t.purchases)
        .values({
          clientId: client.id,
          packageId: item!.id,
          packageName: 'Silver Plan',
          taxablePaise: 99_900,
          gstRate: 18,
          totalPaise: 117_882,
          sacCode: '999319',
          status: 'active',
          validFrom: isoDateFromToday(ZONE, from),
          validUntil: isoDateFromToday(ZONE, until),
        })
        .returning({ id: t.purchases.id, clientId: t.purchases.clientId });
      ids[name] = row!.id;
      return row!;
    };
    await sell('Priya in a week', '9845000001', 5, -22, 'hi');
    await sell('Farhan on the day', '9845000002', 0);
    await sell('Ananya later', '9845000003', 20);
    const renewed = await sell('Sunita renewed', '9845000004', 3);
    await app.db.insert(t.purchases).values({
      clientId: renewed.clientId,
      packageId: item!.id,
      packageName: 'Silver Plan',
      taxablePaise: 99_900,
      gstRate: 18,
      totalPaise: 117_882,
      sacCode: '999319',
      validFrom: isoDateFromToday(ZONE, 4),
      validUntil: isoDateFromToday(ZONE, 31),
    });
  });
  afterAll(() => app.close());

  it('sends nothing at night in India', async () => {
    const deps = notifyDeps(app.db, [capturingTransport().transport]);
    expect(await sendRenewalReminders(deps, wallClockFromToday(ZONE, 0, 22, 30))).toBe(0);
    expect(await sendRenewalReminders(deps, wallClockFromToday(ZONE, 0, 7, 0))).toBe(0);
  });

  it('reminds in the last week and on the last day, once each across rounds at once, by email and text in her language with a renew link', async () => {
    const morning = wallClockFromToday(ZONE, 0, 10, 0);
    const deps = notifyDeps(app.db, [capturingTransport(['whatsapp']).transport]);
    const counts = await Promise.all([
      sendRenewalReminders(deps, morning),
      sendRenewalReminders(
        notifyDeps(app.db, [capturingTransport(['whatsapp']).transport]),
        morning,
      ),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sendRenewalReminders(deps, morning)).toBe(0);
    const rows = await outboxOf('renewal');
    expect(rows.map((row) => `${row.channel} ${row.recipient}`).toSorted()).toEqual([
      expect.stringMatching(/^email client/),
      expect.stringMatching(/^email client/),
      'whatsapp +919845000001',
      'whatsapp +919845000002',
    ]);
    const hindi = rows.find((row) => row.recipient === '+919845000001')!;
    expect(hindi.body).toContain('रिन्यू');
    expect(hindi.body).toContain(`/dashboard/client/packages?renew=${ids['Priya in a week']}`);
    const lastDay = rows.find(
      (row) => row.channel === 'email' && row.subject?.includes('ends today'),
    );
    expect(lastDay?.body).toContain(`?renew=${ids['Farhan on the day']}`);
  });

  it('holds a reminder found inside her quiet hours until they end (issue 36)', async () => {
    const quiet = await sell('Leela sleeps late', '9845000005', 2);
    await app.db.insert(t.contactPreferences).values({
      clientId: quiet.clientId!,
      quietFrom: '22:00',
      quietUntil: '11:30',
    });
    const deps = notifyDeps(app.db, [capturingTransport(['whatsapp']).transport]);
    expect(await sendRenewalReminders(deps, wallClockFromToday(ZONE, 0, 10, 0))).toBe(1);
    const rows = (await outboxOf('renewal')).filter((row) => row.clientId === quiet.clientId);
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row.notBefore?.toISOString()).toBe(wallClockFromToday(ZONE, 0, 11, 30).toISOString());
  });
});
