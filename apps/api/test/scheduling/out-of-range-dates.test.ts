import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { schedulingCalls } from './scheduling-fixtures.ts';

describe('dates and times far outside any calendar', () => {
  const { app, as, mine } = caseloadSuite();
  const calls = schedulingCalls(app);
  let client: Record<string, string>;
  const her = () => as.nutritionist.headers;

  beforeAll(async () => {
    client = bearer(await loginAs(app.app, mine));
    expect((await calls.setHours(her())).statusCode).toBe(200);
  });

  it.each([
    'from=9999-12-31&to=9999-12-31',
    'from=0000-01-01&to=0000-01-02',
    'from=0001-01-01&to=0001-01-01',
  ])(
    'answers 400 with a message, not 500, when free times or sessions are asked for %s',
    async (query) => {
      for (const response of [
        await calls.slots(client, query),
        await calls.slots(her(), `${query}&clientId=${mine.id}`),
        await calls.bookings(client, query),
        await calls.bookings(her(), query),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toEqual(expect.any(String));
      }
    },
  );

  it('answers 400, not 500, when the nutritionist books a session in the year 9999', async () => {
    const start = '9999-12-31T23:59:59Z';
    const booked = await calls.book(her(), { start, clientId: mine.id });
    expect(booked.statusCode).toBe(400);
    expect(booked.json().message).toEqual(expect.any(String));
  });
});
