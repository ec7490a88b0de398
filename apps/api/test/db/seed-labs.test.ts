import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientLabs } from '@nourishwell/shared';
import { DEMO_PASSWORD } from '#api/db/demo-data.ts';
import { seedDemoDataIfEmpty } from '#api/db/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { isoDateFromToday, testNow } from '../helpers/test-clock.ts';

const day = (offset: number) => isoDateFromToday('Asia/Kolkata', offset);

describe('the demo practice’s lab results (issue 35)', () => {
  let app: TestApp;
  const read = async (who: 'meera' | 'arjun') => {
    const email = `${who}@nourishwell.test`;
    const login = await loginAs(app.app, { email, password: DEMO_PASSWORD, role: 'client' });
    const me = await app.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(login),
    });
    const url = `/api/clients/${me.json<{ id: number }>().id}/labs`;
    return (
      await app.app.inject({ method: 'GET', url, headers: bearer(login) })
    ).json<ClientLabs>();
  };
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoDataIfEmpty(app.db, testNow());
  });
  afterAll(() => app.close());

  it('shows Meera improving over two panels three months apart, with HOMA-IR and a report awaiting reading', async () => {
    const labs = await read('meera');
    const values = (code: string) =>
      labs.trends
        .find((trend) => trend.code === code)
        ?.results.map((r) => [r.takenOn, r.value, r.flag]);
    expect(values('hba1c')).toEqual([
      [day(-100), 6.1, 'high'],
      [day(-10), 5.7, 'high'],
    ]);
    expect(values('tsh')).toEqual([
      [day(-100), 5.2, 'high'],
      [day(-10), 3.1, 'inRange'],
    ]);
    expect(values('vitaminD')).toEqual([
      [day(-100), 14.02, 'low'],
      [day(-10), 28, 'low'],
    ]);
    const glucose = labs.trends.find((trend) => trend.code === 'fastingGlucose')!.results[0];
    expect(glucose).toMatchObject({ value: 104.49, reportedValue: 5.8, reportedUnit: 'mmol/L' });
    expect(labs.homaIr.map((point) => point.value)).toEqual([4.64, 2.79]);
    expect(labs.reports).toEqual([
      expect.objectContaining({ status: 'awaiting', mime: 'application/pdf', takenOn: day(-7) }),
    ]);
  });

  it('gives Arjun a lipid panel with only his total cholesterol out of range', async () => {
    const labs = await read('arjun');
    const flags = Object.fromEntries(
      labs.trends.map((trend) => [trend.code, trend.results[0]!.flag]),
    );
    expect(flags).toEqual({
      hdl: 'inRange',
      ldl: 'inRange',
      totalCholesterol: 'high',
      triglycerides: 'inRange',
    });
  });
});
