import { afterAll, beforeAll } from 'vitest';
import type { IntakeFormInput } from '@nourishwell/shared';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { caseloadFixture } from '../helpers/caseload.ts';
import { bearer, loginAs } from '../helpers/factories.ts';

/** A short form with a required question of most kinds, two of them filling assessment fields. */
export const CHECK_IN: IntakeFormInput = {
  title: 'Weekly check-in',
  intro: 'A few questions about your week.',
  consentStatement: 'I confirm these answers are true and agree the practice may use them.',
  sections: [
    {
      id: 'week',
      title: 'This week',
      questions: [
        {
          id: 'weight',
          kind: 'number',
          label: 'Weight',
          unit: 'kg',
          min: 20,
          max: 300,
          required: true,
          assessmentField: 'weight',
        },
        {
          id: 'sleep',
          kind: 'longText',
          label: 'How did you sleep?',
          required: true,
          assessmentField: 'sleep',
        },
        { id: 'energy', kind: 'scale', label: 'Energy', min: 1, max: 5, required: false },
        { id: 'cravings', kind: 'yesNo', label: 'Any sugar cravings?', required: false },
        {
          id: 'meals',
          kind: 'multipleChoice',
          label: 'Meals skipped',
          options: ['Breakfast', 'Lunch', 'Dinner'],
          required: false,
        },
        { id: 'period', kind: 'date', label: 'First day of last period', required: false },
      ],
    },
  ],
};

export const GOOD_ANSWERS = {
  weight: 68.5,
  sleep: 'Seven hours, woke once',
  energy: 4,
  cravings: true,
  meals: ['Breakfast'],
};

/**
 * A fresh app with the roles' tokens, a client of the signed-in nutritionist ("mine", Meera
 * Iyer, signed in too) and another nutritionist's client, and a call helper.
 */
export function intakeSuite() {
  const app = {} as TestApp;
  const f = {} as Awaited<ReturnType<typeof caseloadFixture>> & {
    mineHeaders: Record<string, string>;
  };
  beforeAll(async () => {
    Object.assign(app, await buildTestApp());
    const fixture = await caseloadFixture(app, { mine: 'Meera Iyer' });
    Object.assign(f, fixture, { mineHeaders: bearer(await loginAs(app.app, fixture.mine)) });
  });
  afterAll(() => app.close());
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string> | undefined,
    payload?: object,
  ) => app.app.inject({ method, url, headers: headers ?? {}, ...(payload ? { payload } : {}) });
  /** Asha builds the check-in and sends it to her client; answers the send's id. */
  const sendCheckIn = async () => {
    const form = (
      await call('POST', '/api/intake-forms', f.as.nutritionist.headers, CHECK_IN)
    ).json<{ id: number }>();
    const send = await call(
      'POST',
      `/api/clients/${f.mine.id}/intake-sends`,
      f.as.nutritionist.headers,
      { formId: form.id },
    );
    return { formId: form.id, sendId: send.json<{ id: number }>().id };
  };
  return { app, f, call, sendCheckIn };
}
