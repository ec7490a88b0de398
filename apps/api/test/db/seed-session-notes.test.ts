import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutcomeReport, SessionNoteRecord } from '@nourishwell/shared';
import { DEMO_PASSWORD } from '#api/db/demo-data.ts';
import * as t from '#api/db/schema/index.ts';
import { seedDemoDataIfEmpty } from '#api/db/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { testNow } from '../helpers/test-clock.ts';

describe('the demo practice’s ADIME notes and outcome report (issue 35)', () => {
  let app: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  let meeraId = 0;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoDataIfEmpty(app.db, testNow());
    const login = (email: string, role: 'nutritionist' | 'client') =>
      loginAs(app.app, { email, password: DEMO_PASSWORD, role });
    headers.asha = bearer(await login('asha@nourishwell.test', 'nutritionist'));
    headers.meera = bearer(await login('meera@nourishwell.test', 'client'));
    const [meera] = await app.db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, 'meera@nourishwell.test'));
    meeraId = meera!.id;
  });
  afterAll(() => app.close());
  const get = (url: string, who: string) =>
    app.app.inject({ method: 'GET', url, headers: headers[who] });

  it('gives Asha two signed notes on Meera’s latest sessions, each the session’s notes', async () => {
    const notes = (await get(`/api/clients/${meeraId}/session-notes`, 'asha')).json<
      SessionNoteRecord[]
    >();
    const signed = notes.filter((n) => n.signedAt !== null);
    expect(signed).toHaveLength(2);
    for (const note of signed) expect(note.signedName).toMatch(/^Asha/);
    expect(signed[0]!.summary).toMatch(/^PCOS follow-up/);
    const sessions = (await get(`/api/clients/${meeraId}/sessions`, 'asha')).json<
      Array<{ id: number; notes: string | null }>
    >();
    for (const note of signed)
      expect(sessions.find((s) => s.id === note.appointmentId)?.notes).toBe(note.summary);
  });

  it('gives Meera a report over the last three months, and the practice two templates', async () => {
    const reports = (await get(`/api/clients/${meeraId}/outcome-reports`, 'meera')).json<
      OutcomeReport[]
    >();
    expect(reports).toHaveLength(1);
    const templates = (await get('/api/note-templates', 'asha')).json<Array<{ name: string }>>();
    expect(templates.map((x) => x.name)).toEqual(['Diabetes follow-up', 'PCOS follow-up']);
  });
});
