import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { fromNow, isoDateFromToday, testNow } from '../helpers/test-clock.ts';
import { baseInput, staffHealthReads, staffRolesOf, urlOf, type Entry } from './staff-calls.ts';

describe('staff reads of a client who withdrew consent', () => {
  const { app, as, mine, theirs, other, nId } = caseloadSuite();

  beforeAll(async () => {
    await app.db
      .update(t.users)
      .set({ consentWithdrawnAt: testNow() })
      .where(eq(t.users.id, mine.id));
    await app.db
      .update(t.users)
      .set({ consentWithdrawnAt: testNow() })
      .where(eq(t.users.id, theirs.id));
  });

  function read(entry: Entry, clientId: number, headers: Record<string, string>) {
    const input = baseInput(entry, {
      nutritionistId: nId(),
      nutritionistName: as.nutritionist.user.name,
      clientId,
      callerEmail: as.nutritionist.user.email,
    });
    return app.app.inject({ method: 'GET', url: urlOf(entry, input), headers });
  }

  it(`close her health records to her nutritionist: each of the ${staffHealthReads.length} health-record reads of the endpoint table answers 409`, async () => {
    console.info(
      `health-record reads refused to staff after withdrawal: ${staffHealthReads.length}`,
    );
    const wrong: string[] = [];
    for (const entry of staffHealthReads) {
      expect(staffRolesOf(entry), entry.name).toEqual(['nutritionist']);
      const response = await read(entry, mine.id, as.nutritionist.headers);
      const body = response.json() as { code?: string; message?: string };
      if (
        response.statusCode !== 409 ||
        body.code !== 'CONSENT_WITHDRAWN' ||
        body.message !== consentMessages.recordsClosed
      ) {
        wrong.push(`${entry.name}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(staffHealthReads.length).toBeGreaterThan(0);
  });

  it('still answer 404 for another nutritionist’s client, so a refusal tells nobody she withdrew', async () => {
    for (const entry of staffHealthReads) {
      const response = await read(entry, theirs.id, as.nutritionist.headers);
      expect(response.statusCode, entry.name).toBe(404);
    }
  });

  it('leave her completed sessions in her nutritionist’s list, without their notes', async () => {
    const at = fromNow(-7 * 24 * 3_600_000);
    await app.db.insert(t.appointments).values({
      clientId: mine.id,
      nutritionistId: nId(),
      scheduledAt: at,
      endsAt: new Date(at.getTime() + 45 * 60_000),
      status: 'completed',
      completedAt: at,
      notes: 'Discussed her thyroid results',
    });
    const response = await app.app.inject({
      method: 'GET',
      url: `/api/nuts/appointmentsCompleted?id=${nId()}`,
      headers: as.nutritionist.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ clientId: mine.id, notes: null })]);
    expect(response.body).not.toContain('thyroid');
  });

  it('keep her on her nutritionist’s list without what comes from her goals, measurements and journal', async () => {
    await app.db.insert(t.goals).values({
      clientId: mine.id,
      type: 'weight',
      title: 'Reach 60 kg',
      target: '60 kg',
      deadline: isoDateFromToday('Asia/Kolkata', 60),
    });
    await app.db
      .insert(t.measurements)
      .values({ clientId: mine.id, date: isoDateFromToday('Asia/Kolkata', -1), weightKg: 64.5 });
    await app.db
      .insert(t.journalEntries)
      .values({ clientId: mine.id, date: isoDateFromToday('Asia/Kolkata', -1), meal: 'lunch' });
    const response = await app.app.inject({
      method: 'GET',
      url: `/api/client/byNutId?id=${nId()}`,
      headers: as.nutritionist.headers,
    });
    expect(response.statusCode).toBe(200);
    const row = response.json().find((c: { id: number }) => c.id === mine.id);
    expect(row).toMatchObject({
      name: mine.name,
      goal: null,
      goalProgress: null,
      latestWeight: null,
      lastLoggedOn: null,
    });
  });

  it('leave her client record and her own reads open', async () => {
    const record = await app.app.inject({
      method: 'GET',
      url: `/api/client/clientById?id=${mine.id}`,
      headers: as.nutritionist.headers,
    });
    expect(record.statusCode).toBe(200);
    const admin = await app.app.inject({
      method: 'GET',
      url: `/api/admin/clients/${mine.id}`,
      headers: as.admin.headers,
    });
    expect(admin.statusCode).toBe(200);
    const herHeaders = bearer(await loginAs(app.app, mine));
    const own = await app.app.inject({
      method: 'GET',
      url: `/api/clients/${mine.id}/measurements`,
      headers: herHeaders,
    });
    expect(own.statusCode).toBe(200);
    // Their own nutritionist is not refused either for a client who did not withdraw.
    await app.db.update(t.users).set({ consentWithdrawnAt: null }).where(eq(t.users.id, theirs.id));
    const theirNutritionist = bearer(await loginAs(app.app, other));
    const open = await app.app.inject({
      method: 'GET',
      url: `/api/clients/${theirs.id}/measurements`,
      headers: theirNutritionist,
    });
    expect(open.statusCode).toBe(200);
  });
});
