import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#api/db/schema/index.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';

describe('who viewed my records', () => {
  const { app, as, mine, theirs, nId } = caseloadSuite({ mine: 'Meera Log', theirs: 'Zoya Log' });
  let meera: Record<string, string>;
  let zoya: Record<string, string>;
  const get = (url: string, headers: Record<string, string>) =>
    app.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    meera = bearer(await loginAs(app.app, mine));
    zoya = bearer(await loginAs(app.app, theirs));
  });

  it('shows her nutritionist’s read of her assessment, by name and role, once per 10 minutes', async () => {
    expect((await get('/api/me/access-log', meera)).json()).toEqual([]);
    for (let i = 0; i < 3; i += 1) {
      const read = await get(`/api/nuts/clientassessment?id=${mine.id}`, as.nutritionist.headers);
      expect(read.statusCode).toBe(200);
    }
    const response = await get('/api/me/access-log', meera);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.json()).toEqual([
      expect.objectContaining({
        who: as.nutritionist.user.name,
        role: 'nutritionist',
        what: 'Assessment',
        action: 'viewed',
      }),
    ]);
  });

  it('logs a read of another kind of her records as its own row', async () => {
    await get(`/api/clients/${mine.id}/measurements`, as.nutritionist.headers);
    await get(`/api/client/goal?clientId=${mine.id}`, as.nutritionist.headers);
    const rows = (await get('/api/me/access-log', meera)).json();
    expect(rows.map((r: { what: string }) => r.what).sort()).toEqual([
      'Assessment',
      'Goals',
      'Measurements',
    ]);
  });

  it('writes nothing for a refused read of someone else’s client', async () => {
    const refused = await get(
      `/api/nuts/clientassessment?id=${theirs.id}`,
      as.nutritionist.headers,
    );
    expect(refused.statusCode).toBe(404);
    expect((await get('/api/me/access-log', zoya)).json()).toEqual([]);
  });

  it('is hers only: another client sees none of her rows and never her name', async () => {
    await get(`/api/clients/${theirs.id}/measurements`, zoya);
    const rows = (await get('/api/me/access-log', zoya)).json();
    expect(rows).toEqual([
      expect.objectContaining({ who: 'Zoya Log', role: 'client', what: 'Measurements' }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('Meera');
  });

  it('never names another client who appears as the actor, and names the system NourishWell', async () => {
    await app.db.insert(auditLog).values([
      {
        actorId: theirs.id,
        actorRole: 'client',
        action: 'read',
        entity: 'journal',
        subjectId: mine.id,
      },
      {
        actorId: null,
        actorRole: null,
        action: 'update',
        entity: 'appointment',
        subjectId: mine.id,
      },
    ]);
    const rows = (await get('/api/me/access-log?limit=2', meera)).json();
    expect(JSON.stringify(rows)).not.toContain('Zoya');
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ who: 'A deleted account', what: 'Food journal' }),
        expect.objectContaining({ who: 'NourishWell', role: null, action: 'changed' }),
      ]),
    );
  });

  it('pages with limit and offset and tells the total', async () => {
    const first = await get('/api/me/access-log?limit=2&offset=0', meera);
    const rest = await get('/api/me/access-log?limit=2&offset=2', meera);
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.json()).toHaveLength(2);
    expect(rest.json()).toHaveLength(2);
    expect(first.json()[0].id).not.toBe(rest.json()[0].id);
    expect((await get('/api/me/access-log?limit=0', meera)).statusCode).toBe(400);
    expect((await get('/api/me/access-log', {})).statusCode).toBe(401);
  });

  it('notes a nutritionist’s write to her records with her as the subject', async () => {
    const saved = await app.app.inject({
      method: 'POST',
      url: `/api/clients/${mine.id}/measurements`,
      headers: as.nutritionist.headers,
      // Today in India, the practice's day: the UTC date is still yesterday until 05:30 there,
      // a day before she joined, which the server refuses.
      payload: { date: isoDateFromToday('Asia/Kolkata', 0), weightKg: 70 },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const [row] = (await get('/api/me/access-log?limit=1', meera)).json();
    expect(row).toMatchObject({
      action: 'created',
      what: 'Measurements',
      who: as.nutritionist.user.name,
    });
    void nId;
  });

  it('cannot be changed or deleted: the database refuses with 55000', async () => {
    const refused = async (statement: ReturnType<typeof sql>) => {
      try {
        await app.db.execute(statement);
        return 'accepted';
      } catch (error) {
        const e = error as { code?: string; cause?: { code?: string } };
        return e.code ?? e.cause?.code;
      }
    };
    expect(await refused(sql`UPDATE audit_log SET action = 'read'`)).toBe('55000');
    expect(await refused(sql`DELETE FROM audit_log`)).toBe('55000');
  });
});
