import type { LightMyRequestResponse } from 'fastify';
import type { Method } from '../helpers/suite.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';

type Call = (
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => Promise<LightMyRequestResponse>;

export const INDIA = 'Asia/Kolkata';

/**
 * Every field of the admin's Add Client form, valid; `nId` is filled in by each test. The
 * next session is 10:30 in India a week from the test clock's today, as the form sends it
 * (with its offset): a fixed date would one day be past, or beyond the ten-year window.
 */
export const fullForm = {
  name: 'Sana Mirza',
  email: 'sana@example.test',
  phone: '9876512345',
  location: 'Hyderabad',
  age: 31,
  gender: 'Female',
  nId: 0,
  issue: 'Thyroid',
  nextSession: `${isoDateFromToday(INDIA, 7)}T10:30:00+05:30`,
  plan: 'Thyroid Health',
};

/** A nutritionist the admin creates for the clients of a test; answers her id. */
export async function addCoach(
  call: Call,
  headers: Record<string, string>,
  name: string,
  email: string,
) {
  const response = await call('POST', '/api/nutritionists', headers, {
    name,
    email,
    specialty: 'Thyroid',
  });
  return response.json().id as number;
}
