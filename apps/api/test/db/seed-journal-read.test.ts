import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseloadClientSchema, journalSchema, type Journal } from '@nourishwell/shared';
import { DEMO_PASSWORD } from '#api/db/demo-data.ts';
import { DEMO_JOURNAL_DAYS, arjunJournal, meeraJournal } from '#api/db/demo-journal.ts';
import { seedDemoDataIfEmpty } from '#api/db/seed.ts';
import { shiftIsoDate } from '#api/lib/dates.ts';
import { isoDateFromToday, testNow } from '../helpers/test-clock.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, loginAs } from '../helpers/factories.ts';

/** The demo month as Meera, Arjun and their nutritionists first see it through the API. */
describe('the demo journal, as the app reads it', () => {
  const zone = testConfig().defaultTimeZone;
  let app: TestApp;
  let today: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoDataIfEmpty(app.db, testNow(), zone);
    today = isoDateFromToday(zone, 0);
    const people = [
      ['meera', 'client'],
      ['arjun', 'client'],
      ['asha', 'nutritionist'],
      ['ravi', 'nutritionist'],
    ] as const;
    for (const [name, role] of people) {
      const email = `${name}@nourishwell.test`;
      tokens[name] = await loginAs(app.app, { email, password: DEMO_PASSWORD, role });
      const user = await app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) });
      ids[name] = user!.id;
    }
  });
  afterAll(() => app.close());

  const journalOf = async (client: string, as: string): Promise<Journal> => {
    const from = shiftIsoDate(today, -DEMO_JOURNAL_DAYS);
    const response = await app.app.inject({
      method: 'GET',
      url: `/api/clients/${ids[client]}/journal?from=${from}&to=${today}`,
      headers: bearer(tokens[as]!),
    });
    expect(response.statusCode).toBe(200);
    return journalSchema.parse(response.json());
  };

  it.each([
    ['meera', 'meera', meeraJournal],
    ['meera', 'asha', meeraJournal],
    ['arjun', 'arjun', arjunJournal],
    ['arjun', 'ravi', arjunJournal],
  ] as const)(
    'shows %s’s month to %s with real adherence, water, habits and comments',
    async (client, viewer, story) => {
      const journal = await journalOf(client, viewer);
      expect(journal.days).toHaveLength(DEMO_JOURNAL_DAYS + 1);
      expect(journal.adherence.daysLogged).toBe(DEMO_JOURNAL_DAYS - story.missedDaysAgo.length);
      expect(journal.adherence.mealsLoggedPct).toBeGreaterThan(60);
      expect(journal.adherence.mealsLoggedPct).toBeLessThan(100);
      expect(journal.adherence.energyOnTargetPct).not.toBeNull();
      expect(journal.waterTarget).toBe(story.waterTarget);
      const yesterday = journal.days.find((d) => d.date === shiftIsoDate(today, -1));
      expect(yesterday?.habits.map((h) => h.title)).toEqual(story.habits.map((h) => h.title));
      expect(journal.days.some((d) => d.water > 0)).toBe(true);
      const eaten = journal.days.filter((d) => d.eaten.kcal > 0 && d.planned);
      expect(eaten.length).toBeGreaterThan(20);
      const comments = journal.days.flatMap((d) => d.entries.flatMap((e) => e.comments));
      expect(comments.length).toBe(story.occasions.filter((o) => o.comment).length);
    },
  );

  it('shows Asha and Ravi when each client last logged, and Arjun slipping this week', async () => {
    const caseload = async (nutritionist: string) => {
      const response = await app.app.inject({
        method: 'GET',
        url: `/api/client/byNutId?id=${ids[nutritionist]}`,
        headers: bearer(tokens[nutritionist]!),
      });
      expect(response.statusCode).toBe(200);
      return caseloadClientSchema.array().parse(response.json());
    };
    const meera = (await caseload('asha')).find((c) => c.id === ids.meera);
    const arjun = (await caseload('ravi')).find((c) => c.id === ids.arjun);
    expect(meera?.lastLoggedOn).toBe(shiftIsoDate(today, -1));
    expect(arjun?.lastLoggedOn).toBe(shiftIsoDate(today, -1));
    expect(meera?.adherence7d).not.toBeNull();
    expect(arjun?.adherence7d).toBeLessThan(meera?.adherence7d ?? 0);
  });
});
