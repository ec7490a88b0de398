import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeAnswerIssues, intakeFormInputSchema, type IntakeSend } from '@nourishwell/shared';
import { DEMO_PASSWORD } from '#api/db/demo-data.ts';
import { seedDemoDataIfEmpty } from '#api/db/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { testNow } from '../helpers/test-clock.ts';

describe('the demo practice’s intake forms (issue 35)', () => {
  let app: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoDataIfEmpty(app.db, testNow());
    for (const [who, role] of [
      ['asha', 'nutritionist'],
      ['meera', 'client'],
    ] as const)
      headers[who] = bearer(
        await loginAs(app.app, { email: `${who}@nourishwell.test`, password: DEMO_PASSWORD, role }),
      );
  });
  afterAll(() => app.close());
  const get = (url: string, who: string) =>
    app.app.inject({ method: 'GET', url, headers: headers[who] });

  it('has the practice’s two forms, each one the builder itself would accept', async () => {
    const forms = (await get('/api/intake-forms', 'asha')).json<IntakeSend[]>();
    expect(forms.map((form) => form.title).toSorted()).toEqual([
      'New client intake',
      'Weekly check-in',
    ]);
    for (const form of forms) expect(intakeFormInputSchema.safeParse(form).success).toBe(true);
  });

  it('shows Meera a signed intake whose answers pass its own checks, and a check-in sent three days ago, not opened', async () => {
    const sends = (await get('/api/me/intake-sends', 'meera')).json<IntakeSend[]>();
    expect(sends.map((send) => [send.title, send.status])).toEqual([
      ['Weekly check-in', 'sent'],
      ['New client intake', 'completed'],
    ]);
    const ageDays = (testNow().getTime() - Date.parse(sends[0]!.sentAt)) / 86_400_000;
    expect(ageDays).toBeGreaterThan(2);
    const intake = (await get(`/api/me/intake-sends/${sends[1]!.id}`, 'meera')).json<IntakeSend>();
    expect(intakeAnswerIssues(intake.sections, intake.answers, true)).toEqual([]);
    expect(intake.signedName).toBe('Meera Iyer');
  });
});
