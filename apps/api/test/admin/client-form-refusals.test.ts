import { beforeAll, describe, expect, it } from 'vitest';
import { appWithRoles } from '../helpers/suite.ts';
import { addCoach, fullForm } from './client-fixtures.ts';

/** The admin's Add Client form refused: what is missing or wrong, said per field (issue 29). */
describe('admin: the Add Client form’s refusals', () => {
  const { as, call } = appWithRoles();
  let coachId: number;

  beforeAll(async () => {
    coachId = await addCoach(call, as.admin.headers, 'Coach Kiran', 'kiran@example.test');
  });

  it('names every field missing from an empty form, each by its label', async () => {
    const response = await call('POST', '/api/client/add', as.admin.headers, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Required fields are missing.');
    expect(response.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Name is required',
      'Email is required',
      'Phone is required',
      'Age is required',
      'Gender is required',
      'Nutritionist is required',
      'Next session is required',
      'Plan is required',
    ]);
  });

  it.each([
    ['the unchosen plan select', { plan: '' }, 'Required fields are missing.'],
    ['no plan at all', { plan: null }, 'Required fields are missing.'],
    ['a plan not in the list', { plan: 'Keto' }, 'Required fields are missing.'],
    ['an empty age', { age: '' }, 'Required fields are missing.'],
    ['an age out of range', { age: 150 }, 'Age must be between 2 and 120'],
    ['an age too young', { age: 1 }, 'Age must be between 2 and 120'],
    ['an age that is no number', { age: 'forty' }, 'Age must be between 2 and 120'],
    ['a gender not offered', { gender: 'x' }, 'Please choose Male, Female or Other'],
  ])('refuses the full form with %s, saying why', async (_, change, message) => {
    const response = await call('POST', '/api/client/add', as.admin.headers, {
      ...fullForm,
      nId: coachId,
      email: 'refused@example.test',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
