import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LAB_TESTS, labMessages, type ClientLabs } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { day, labSuite, labsUrl } from './lab-fixtures.ts';

describe('her lab trends (GET /clients/:id/labs) and the practice’s ranges (/admin/lab-tests)', () => {
  const { app, as, mine, theirs, heads, call, enter } = labSuite();
  const read = async (headers = heads.herself): Promise<ClientLabs> =>
    (await call('GET', labsUrl(mine.id), headers)).json();
  const trend = (labs: ClientLabs, code: string) => labs.trends.find((x) => x.code === code);

  it('flags each value against the range for her sex, oldest first, with HOMA-IR for a day with glucose and insulin', async () => {
    await enter({
      takenOn: day(-100),
      values: [
        { code: 'fastingGlucose', value: 104, unit: 'mg/dL' },
        { code: 'fastingInsulin', value: 18, unit: 'µIU/mL' },
        { code: 'hdl', value: 45, unit: 'mg/dL' },
        { code: 'tsh', value: 5.2, unit: 'µIU/mL' },
      ],
    });
    await enter({
      takenOn: day(-10),
      values: [
        { code: 'fastingGlucose', value: 92, unit: 'mg/dL' },
        { code: 'fastingInsulin', value: 12, unit: 'µIU/mL' },
        { code: 'tsh', value: 0.3, unit: 'µIU/mL' },
      ],
    });
    const labs = await read();
    // HDL 45 is low for a woman (≥ 50) though it would do for a man (≥ 40).
    expect(trend(labs, 'hdl')).toMatchObject({
      range: { low: 50, high: null },
      results: [{ value: 45, flag: 'low' }],
    });
    expect(trend(labs, 'tsh')?.results.map((r) => [r.takenOn, r.flag])).toEqual([
      [day(-100), 'high'],
      [day(-10), 'low'],
    ]);
    expect(labs.homaIr).toEqual([
      { takenOn: day(-100), value: 4.62, high: true },
      { takenOn: day(-10), value: 2.73, high: true },
    ]);
    expect(await read(as.nutritionist.headers)).toEqual(labs);
  });

  it('says a retest is due once the practice’s interval has passed since her latest value', async () => {
    const labs = await read();
    // HDL's interval is 180 days; its only value is 100 days old.
    expect(trend(labs, 'hdl')).toMatchObject({ retestDays: 180, retestDue: false });
    await app.db
      .update(t.labResults)
      .set({ takenOn: day(-180) })
      .where(eq(t.labResults.testCode, 'hdl'));
    expect(trend(await read(), 'hdl')?.retestDue).toBe(true);
    await app.db
      .update(t.labResults)
      .set({ takenOn: day(-179) })
      .where(eq(t.labResults.testCode, 'hdl'));
    expect(trend(await read(), 'hdl')?.retestDue).toBe(false);
  });

  it('logs each read of her labs and answers 404 to another nutritionist or client, 401 to no one', async () => {
    const reads = await app.db.select().from(t.auditLog).where(eq(t.auditLog.subjectId, mine.id));
    expect(reads.some((r) => r.action === 'read' && r.entity === 'labs')).toBe(true);
    expect((await call('GET', labsUrl(mine.id), heads.otherNutritionist)).statusCode).toBe(404);
    expect((await call('GET', labsUrl(mine.id), as.client.headers)).statusCode).toBe(404);
    expect((await call('GET', labsUrl(theirs.id), as.nutritionist.headers)).statusCode).toBe(404);
    expect((await call('GET', labsUrl(mine.id), {})).statusCode).toBe(401);
  });

  it('lets the admin change a test’s range, which her flags then follow, and reset it to the default', async () => {
    const settingUrl = '/api/admin/lab-tests/hdl';
    const ranges = [
      { sex: 'Female', low: 40, high: null },
      { sex: 'any', low: 40, high: null },
    ];
    const saved = await call('PUT', settingUrl, as.admin.headers, { ranges, retestDays: 365 });
    expect(saved.json()).toMatchObject({ code: 'hdl', edited: true, retestDays: 365 });
    expect(trend(await read(), 'hdl')).toMatchObject({
      range: { low: 40 },
      results: [{ flag: 'inRange' }],
    });
    const reset = await call('DELETE', settingUrl, as.admin.headers);
    expect(reset.json()).toMatchObject({
      edited: false,
      ranges: LAB_TESTS.hdl.ranges,
      retestDays: 180,
    });
    const list = (await call('GET', '/api/admin/lab-tests', as.admin.headers)).json();
    expect(list).toHaveLength(Object.keys(LAB_TESTS).length);
  });

  it('refuses a range whose low is above its high, an unknown test, and anyone but the admin', async () => {
    const bad = await call('PUT', '/api/admin/lab-tests/tsh', as.admin.headers, {
      ranges: [{ sex: 'any', low: 5, high: 1 }],
      retestDays: 90,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(labMessages.rangeInvalid);
    const unknown = await call('DELETE', '/api/admin/lab-tests/sodium', as.admin.headers);
    expect(unknown.json().message).toBe(labMessages.unknownTest);
    expect((await call('GET', '/api/admin/lab-tests', as.nutritionist.headers)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/admin/lab-tests', {})).statusCode).toBe(401);
  });
});
