import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidIdMessage, sessionDateOutOfRange } from '@nourishwell/shared';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { caseloadFixture } from '../helpers/caseload.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';

const HUGE_ID = 2 ** 31;

/** Dates and ids the database cannot store answer 400 with a sentence, never 500. */
describe('dates and ids out of range', () => {
  let app: TestApp;
  let f: Awaited<ReturnType<typeof caseloadFixture>>;

  beforeAll(async () => {
    app = await buildTestApp();
    f = await caseloadFixture(app);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, headers = f.as.nutritionist.headers) =>
    app.app.inject({ method: 'POST', url, headers, payload });

  const sessionCalls = () => {
    const nId = f.as.nutritionist.user.id;
    const cId = f.mine.id;
    return [
      ['/api/appointments/add', (date: string) => ({ appointmentDate: date, nId, cId })],
      ['/api/client/updateSession', (date: string) => ({ appointmentDate: date, cId })],
      ['/api/client/updateDetails', (date: string) => ({ id: cId, nextSession: date })],
      ['/api/client/updateDetails', (date: string) => ({ id: cId, prevSession: date })],
      [
        '/api/appointments/complete',
        (date: string) => ({
          clientId: cId,
          nutritionistId: nId,
          notes: 'Went well',
          nextSession: date,
        }),
      ],
      [
        '/api/appointments/complete',
        (date: string) => ({
          clientId: cId,
          nutritionistId: nId,
          notes: 'Went well',
          scheduledAt: date,
        }),
      ],
    ] as const;
  };

  it.each(['0000-01-01', '0000-01-01T00:00:00Z', '2999-01-01'])(
    'refuses the session date %s on every session call with the range in words',
    async (date) => {
      for (const [url, payload] of sessionCalls()) {
        const response = await post(url, payload(date));
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        expect(response.json().message).toBe(sessionDateOutOfRange);
      }
    },
  );

  it('answers an empty appointment date with "Please choose a date for the appointment."', async () => {
    const response = await post('/api/appointments/add', {
      appointmentDate: '',
      nId: f.as.nutritionist.user.id,
      cId: f.mine.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please choose a date for the appointment.');
  });

  it('refuses a client id beyond a 32-bit integer with the field’s message', async () => {
    const nId = f.as.nutritionist.user.id;
    const nextWeek = isoDateFromToday('Asia/Kolkata', 7);
    const calls = [
      [
        '/api/appointments/add',
        { appointmentDate: nextWeek, nId, cId: HUGE_ID },
        'Client ID is required',
      ],
      [
        '/api/client/updateSession',
        { appointmentDate: nextWeek, cId: HUGE_ID },
        'Client ID is required',
      ],
      [
        '/api/nuts/clientassessment',
        { clientId: HUGE_ID, nutritionistId: nId },
        'Please select a client.',
      ],
    ] as const;
    for (const [url, payload, message] of calls) {
      const response = await post(url, payload);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses a meal plan for a client id beyond a 32-bit integer', async () => {
    const response = await post('/api/nuts/addWeeklyMealPlan', {
      nId: f.as.nutritionist.user.id,
      cId: HUGE_ID,
      weeklyMeals: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Client ID is required');
  });

  it('refuses the admin’s nutritionist id and reassignment id beyond a 32-bit integer', async () => {
    const add = await post(
      '/api/client/add',
      {
        name: 'Sana Mirza',
        email: 'sana-huge@example.test',
        phone: '9876512345',
        age: 31,
        gender: 'Female',
        nId: HUGE_ID,
        nextSession: isoDateFromToday('Asia/Kolkata', 7),
        plan: 'Thyroid Health',
      },
      f.as.admin.headers,
    );
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toBe('Required fields are missing.');
    const remove = await app.app.inject({
      method: 'DELETE',
      url: `/api/nutritionists/${f.other.id}?reassignTo=${HUGE_ID}`,
      headers: f.as.admin.headers,
    });
    expect(remove.statusCode).toBe(400);
    expect(remove.json().message).toBe(invalidIdMessage);
  });
});
