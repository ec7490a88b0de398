import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#api/db/schema/index.ts';
import { csvCell } from '#api/lib/csv.ts';
import { caseloadSuite } from '../helpers/suite.ts';

describe('the admin audit log', () => {
  const { app, as, mine, theirs, nId } = caseloadSuite({
    mine: 'Meera Audit',
    theirs: 'Zoya Audit',
  });
  const get = (url: string, headers: Record<string, string> = as.admin.headers) =>
    app.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    // Rows at known instants: 2026-03-01 23:30 IST is still 1 March in the practice's zone.
    await app.db.insert(auditLog).values([
      {
        actorId: nId(),
        actorRole: 'nutritionist',
        action: 'read',
        entity: 'assessment',
        subjectId: mine.id,
        details: { fields: [] },
        ip: '10.0.0.1',
        createdAt: new Date('2026-03-01T18:00:00Z'),
      },
      {
        actorId: nId(),
        actorRole: 'nutritionist',
        action: 'update',
        entity: 'meal_plan',
        entityId: mine.id,
        subjectId: mine.id,
        details: { fields: ['meals'] },
        ip: '=cmd|calc',
        createdAt: new Date('2026-03-02T04:00:00Z'),
      },
      {
        actorId: theirs.id,
        actorRole: 'client',
        action: 'create',
        entity: 'journal_entry',
        subjectId: theirs.id,
        details: { fields: ['date'] },
        createdAt: new Date('2026-03-03T04:00:00Z'),
      },
    ]);
  });

  it('filters by person, as actor or as subject', async () => {
    const byMeera = await get(`/api/admin/audit?person=${mine.id}&to=2026-03-31`);
    expect(byMeera.statusCode).toBe(200);
    expect(byMeera.headers['x-total-count']).toBe('2');
    expect(byMeera.json()[0]).toMatchObject({
      actorName: as.nutritionist.user.name,
      actorRole: 'nutritionist',
      entity: 'meal_plan',
      subjectName: 'Meera Audit',
      fields: ['meals'],
    });
    const byZoya = (await get(`/api/admin/audit?person=${theirs.id}`)).json();
    expect(byZoya.every((r: { subjectId: number }) => r.subjectId === theirs.id)).toBe(true);
  });

  it('filters by record type and by practice-zone days', async () => {
    const plans = await get('/api/admin/audit?type=meal_plan&from=2026-03-01&to=2026-03-31');
    expect(plans.json()).toHaveLength(1);
    const firstOfMarch = (await get('/api/admin/audit?from=2026-03-01&to=2026-03-01')).json();
    expect(firstOfMarch.map((r: { entity: string }) => r.entity)).toEqual(['assessment']);
    const march = await get('/api/admin/audit?from=2026-03-01&to=2026-03-03');
    expect(march.headers['x-total-count']).toBe('3');
  });

  it('finds a kind of record under every name it is stored by: a read as "mealPlan", a change as "meal_plan"', async () => {
    // In April, away from the March rows the other tests count.
    const inApril = (day: number, entity: string, action: string) => ({
      actorId: nId(),
      actorRole: 'nutritionist',
      action,
      entity,
      subjectId: mine.id,
      details: { fields: [] },
      createdAt: new Date(`2026-04-0${day}T06:00:00Z`),
    });
    await app.db
      .insert(auditLog)
      .values([
        inApril(1, 'mealPlan', 'read'),
        inApril(2, 'goals', 'read'),
        inApril(3, 'goal', 'update'),
        inApril(4, 'consent', 'create'),
      ]);
    const entities = async (type: string) =>
      (await get(`/api/admin/audit?type=${type}&from=2026-03-01&to=2026-04-30`))
        .json()
        .map((r: { entity: string }) => r.entity);
    for (const type of ['meal_plan', 'mealPlan'])
      expect(await entities(type), type).toEqual(['mealPlan', 'meal_plan']);
    for (const type of ['goals', 'goal'])
      expect(await entities(type), type).toEqual(['goal', 'goals']);
    // An entity of no listed kind is still found by its own name.
    expect(await entities('consent')).toEqual(['consent']);
  });

  it('pages newest first with a total', async () => {
    const first = await get('/api/admin/audit?from=2026-03-01&to=2026-03-03&limit=2');
    const second = await get('/api/admin/audit?from=2026-03-01&to=2026-03-03&limit=2&offset=2');
    expect(first.json().map((r: { entity: string }) => r.entity)).toEqual([
      'journal_entry',
      'meal_plan',
    ]);
    expect(second.json().map((r: { entity: string }) => r.entity)).toEqual(['assessment']);
  });

  it('refuses bad filters with their message', async () => {
    const reversed = await get('/api/admin/audit?from=2026-03-05&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The start date must be on or before the end date.');
    expect((await get('/api/admin/audit?from=March')).json().message).toBe(
      'Please enter a date as YYYY-MM-DD.',
    );
    for (const day of ['2026-02-31', '0000-01-01']) {
      const impossible = await get(`/api/admin/audit?from=${day}`);
      expect(impossible.statusCode, day).toBe(400);
      expect(impossible.json().message).toBe('Please enter a date as YYYY-MM-DD.');
    }
    expect((await get('/api/admin/audit?person=abc')).statusCode).toBe(400);
    expect((await get('/api/admin/audit?type=a;drop')).statusCode).toBe(400);
  });

  it('downloads the same filtered rows as CSV, formulas made harmless', async () => {
    const response = await get('/api/admin/audit.csv?from=2026-03-01&to=2026-03-03');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="nourishwell-audit-/,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      '"When","Who","Role","Action","Record","Record id","Subject","Fields","IP"',
    );
    expect(response.body).toContain(`"'=cmd|calc"`);
    expect(response.body).not.toContain(`,"=cmd`);
  });

  it('escapes every formula prefix and doubles quotes in a cell', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+91')).toBe(`"'+91"`);
    expect(csvCell('-2+cmd|calc')).toBe(`"'-2+cmd|calc"`);
    // A plain negative amount (a credit note's) is a number to a spreadsheet, not a formula.
    expect(csvCell('-2948.82')).toBe('"-2948.82"');
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('""');
  });

  it('lists the people for its person filter, by name and role', async () => {
    const people = (await get('/api/admin/audit/people')).json();
    expect(people).toEqual(
      expect.arrayContaining([
        { id: mine.id, name: 'Meera Audit', role: 'client' },
        { id: nId(), name: as.nutritionist.user.name, role: 'nutritionist' },
      ]),
    );
  });

  it('is for admins only: 401 signed out, 403 for a nutritionist or a client', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit.csv', '/api/admin/audit/people']) {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, as.nutritionist.headers)).statusCode).toBe(403);
      expect((await get(url, as.client.headers)).statusCode).toBe(403);
    }
  });
});
