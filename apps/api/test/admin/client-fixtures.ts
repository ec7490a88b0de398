import type { LightMyRequestResponse } from 'fastify';
import type { Method } from '../helpers/suite.ts';

type Call = (
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Every field of the admin's Add Client form, valid; `nId` is filled in by each test. */
export const fullForm = {
  name: 'Sana Mirza',
  email: 'sana@example.test',
  phone: '9876512345',
  location: 'Hyderabad',
  age: 31,
  gender: 'Female',
  nId: 0,
  issue: 'Thyroid',
  nextSession: '2026-12-01T10:30:00+05:30',
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
