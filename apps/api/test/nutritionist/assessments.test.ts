import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { createUser } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';

describe('client assessments', () => {
  const { app, as, mine, theirs, nId } = caseloadSuite();

  const submit = (payload: object, headers: Record<string, string> = as.nutritionist.headers) =>
    app.app.inject({ method: 'POST', url: '/api/nuts/clientassessment', headers, payload });
  const read = (id: number, headers: Record<string, string> = as.nutritionist.headers) =>
    app.app.inject({ method: 'GET', url: `/api/nuts/clientassessment?id=${id}`, headers });

  it('answers an empty list before the first assessment', async () => {
    expect((await read(mine.id)).json()).toEqual([]);
  });

  it('keeps every submission and loads the newest, in the spec’s field names, keeping answers not sent', async () => {
    expect(
      (
        await submit({
          clientId: mine.id,
          nutritionistId: nId(),
          weight: '72.4',
          lipid_profile: 'LDL 130',
          foodPref: 'Veg',
        })
      ).json(),
    ).toEqual({ message: 'Assessment submitted!' });
    await submit({
      clientId: mine.id,
      nutritionistId: nId(),
      weight: 71.8,
      vit_d: '18 ng/mL',
      uric_acid: '',
      bloodTestDone: 'Yes',
    });
    expect(
      await app.db.select().from(t.assessments).where(eq(t.assessments.clientId, mine.id)),
    ).toHaveLength(2);
    const [latest] = (await read(mine.id)).json();
    expect(latest).toMatchObject({
      weight: 71.8,
      vit_d: '18 ng/mL',
      uric_acid: null,
      bloodTestDone: 'Yes',
      // Not sent this time: the earlier answers stay current.
      lipid_profile: 'LDL 130',
      foodPref: 'Veg',
    });
  });

  it('lists every stored version newest first, with its author, and loads an older one by id', async () => {
    const history = await app.app.inject({
      method: 'GET',
      url: `/api/nuts/clientassessment/history?id=${mine.id}`,
      headers: as.nutritionist.headers,
    });
    expect(history.statusCode).toBe(200);
    const versions = history.json<Array<{ id: number; nutritionistName: string }>>();
    expect(versions).toHaveLength(2);
    expect(versions[0]!.id).toBeGreaterThan(versions[1]!.id);
    expect(versions[0]!.nutritionistName).toBe(as.nutritionist.user.name);
    const older = await app.app.inject({
      method: 'GET',
      url: `/api/nuts/clientassessment?id=${mine.id}&version=${versions[1]!.id}`,
      headers: as.nutritionist.headers,
    });
    expect(older.json()).toEqual([
      expect.objectContaining({ weight: 72.4, lipid_profile: 'LDL 130', foodPref: 'Veg' }),
    ]);
  });

  it('answers 404 for a version that belongs to another client', async () => {
    const [version] = await app.db
      .select({ id: t.assessments.id })
      .from(t.assessments)
      .where(eq(t.assessments.clientId, mine.id));
    const other = await createUser(app.db, 'client');
    await app.db.update(t.clients).set({ nutritionistId: nId() }).where(eq(t.clients.id, other.id));
    const response = await app.app.inject({
      method: 'GET',
      url: `/api/nuts/clientassessment?id=${other.id}&version=${version!.id}`,
      headers: as.nutritionist.headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it('audits every write, and her reads once per 10 minutes, both naming the client', async () => {
    const rows = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'assessment'), eq(t.auditLog.actorId, nId())));
    expect(rows.filter((r) => r.action === 'create')).toHaveLength(2);
    // Four reads of her assessment above (the list, the history, the older version) are
    // one row: the same reader, client and record within 10 minutes (issue 18).
    const reads = rows.filter((r) => r.action === 'read' && r.subjectId === mine.id);
    expect(reads).toHaveLength(1);
    expect(rows.every((r) => r.subjectId === mine.id)).toBe(true);
  });

  it('needs a client, and refuses impossible measurements and unknown choices', async () => {
    expect((await submit({ nutritionistId: nId() })).json().message).toBe(
      'Please select a client.',
    );
    expect(
      (await submit({ clientId: mine.id, nutritionistId: nId(), height: 400 })).json().message,
    ).toBe('Height (cm) must be between 50 and 250.');
    expect(
      (await submit({ clientId: mine.id, nutritionistId: nId(), foodPref: 'Keto' })).statusCode,
    ).toBe(400);
  });

  it('answers 404 for another nutritionist’s client, 403 to admins and clients, 401 without a token', async () => {
    expect((await read(theirs.id)).statusCode).toBe(404);
    expect((await submit({ clientId: theirs.id, nutritionistId: nId() })).statusCode).toBe(404);
    expect((await read(mine.id, as.admin.headers)).statusCode).toBe(403);
    expect((await read(mine.id, as.client.headers)).statusCode).toBe(403);
    const history = (id: number) =>
      app.app.inject({
        method: 'GET',
        url: `/api/nuts/clientassessment/history?id=${id}`,
        headers: as.nutritionist.headers,
      });
    expect((await history(theirs.id)).statusCode).toBe(404);
    expect((await submit({}, {})).statusCode).toBe(401);
  });
});
