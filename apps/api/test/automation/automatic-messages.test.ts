import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import { createReminderDispatcher } from '#api/modules/scheduling/reminder-dispatcher.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { wallClockFromToday } from '../helpers/test-clock.ts';
import {
  allChannels,
  clientOf,
  journalEntry,
  purchase,
  rowsOf,
  useRules,
  ZONE,
} from './automation-fixture.ts';

describe('the journal nudge: once, in her day, to whom it may go (issue 36)', () => {
  let app: TestApp;
  const c = {} as Record<
    'priya' | 'withdrawn' | 'loner' | 'ended' | 'running' | 'london' | 'textOnly',
    TestUser
  >;
  const night = () => wallClockFromToday(ZONE, 0, 23);
  const morning = () => wallClockFromToday(ZONE, 1, 9);
  const flush = (at: Date, db = app.db) => createReminderDispatcher(allChannels(db)).flush(at);

  beforeAll(async () => {
    app = await buildTestApp();
    const asha = await createUser(app.db, 'nutritionist', { name: 'Asha Rao' });
    for (const name of Object.keys({
      priya: 1,
      withdrawn: 1,
      ended: 1,
      running: 1,
      london: 1,
      textOnly: 1,
    }) as Array<keyof typeof c>) {
      c[name] = await clientOf(app.db, asha.id, name);
      await journalEntry(app.db, c[name].id, 5);
    }
    c.loner = await clientOf(app.db, null, 'loner');
    await journalEntry(app.db, c.loner.id, 5);
    await app.db
      .update(t.users)
      .set({ consentWithdrawnAt: night() })
      .where(eq(t.users.id, c.withdrawn.id));
    await purchase(app.db, c.ended.id, -40, -10);
    await purchase(app.db, c.running.id, -10, 20);
    await app.db.insert(t.contactPreferences).values([
      { clientId: c.london.id, timeZone: 'Europe/London' },
      { clientId: c.textOnly.id, whatsapp: false, email: false },
    ]);
    await app.db.update(t.users).set({ language: 'hi' }).where(eq(t.users.id, c.textOnly.id));
    await useRules(app.db, { journalNudge: { enabled: true, days: 4 } });
  });
  afterAll(() => app.close());

  it('writes nothing to her at 23:00 in India, but does to a client whose own zone is in its evening', async () => {
    await flush(night());
    expect(await rowsOf(app.db, c.priya.id, 'journalNudge')).toHaveLength(0);
    // 23:00 in India is 17:30 in London: outside her quiet hours there.
    expect(await rowsOf(app.db, c.london.id, 'journalNudge')).not.toHaveLength(0);
  });

  it('at 09:00 her time writes one nudge per channel she allows, with its reason and link, once across two rounds and two dispatchers', async () => {
    // On PostgreSQL the second dispatcher has its own connection pool, as another process.
    const other = app.databaseUrl ? openPostgres(app.databaseUrl) : undefined;
    try {
      await Promise.all([flush(morning()), flush(morning(), other?.db ?? app.db)]);
      await flush(morning());
    } finally {
      await other?.close();
    }
    const rows = await rowsOf(app.db, c.priya.id, 'journalNudge');
    expect(rows.map((row) => row.channel).toSorted()).toEqual(['email', 'whatsapp']);
    const text = rows.find((row) => row.channel === 'whatsapp')!;
    expect(text).toMatchObject({
      kind: 'journalNudge',
      reason: expect.stringMatching(/^No journal entry for 6 days \(last on \d{4}-\d\d-\d\d\)$/),
      templateParams: ['priya', '6', 'https://app.nourishwell.test/dashboard/client/journal'],
    });
    expect(text.body).toContain('no journal entry for 6 days');
    expect(text.notBefore!.getTime()).toBeLessThanOrEqual(morning().getTime());
  });

  it('never writes to a client who withdrew consent, has no nutritionist, or whose package ended; a running package is no bar', async () => {
    expect(await rowsOf(app.db, c.withdrawn.id, 'journalNudge')).toHaveLength(0);
    expect(await rowsOf(app.db, c.loner.id, 'journalNudge')).toHaveLength(0);
    expect(await rowsOf(app.db, c.ended.id, 'journalNudge')).toHaveLength(0);
    expect(await rowsOf(app.db, c.running.id, 'journalNudge')).toHaveLength(2);
  });

  it('writes to a client whose package ended when the practice’s rule says so', async () => {
    await useRules(app.db, { journalNudge: { enabled: true, days: 4 }, afterPackageEnds: true });
    await flush(morning());
    expect(await rowsOf(app.db, c.ended.id, 'journalNudge')).toHaveLength(2);
  });

  it('uses only the channels she allows, in her language: SMS alone when WhatsApp and email are off', async () => {
    const rows = await rowsOf(app.db, c.textOnly.id, 'journalNudge');
    expect(rows.map((row) => row.channel)).toEqual(['sms']);
    expect(rows[0]!.body).toContain('जर्नल');
  });

  it('writes nothing at all while every rule is off', async () => {
    await useRules(app.db, {});
    const fresh = await clientOf(app.db, (await createUser(app.db, 'nutritionist')).id, 'fresh');
    await journalEntry(app.db, fresh.id, 9);
    await flush(morning());
    expect(await rowsOf(app.db, fresh.id, 'journalNudge')).toHaveLength(0);
  });
});
