import { describe, expect, it } from 'vitest';
import { appWithRoles } from '../helpers/suite.ts';
import { fullForm } from './client-fixtures.ts';

/** The same account created twice at once: both pass the service's check, one insert wins. */
describe('the same email created twice at once', () => {
  const { app, as } = appWithRoles();

  const twiceAtOnce = (url: string, payload: object) =>
    Promise.all(
      [1, 2].map(() => app.app.inject({ method: 'POST', url, headers: as.admin.headers, payload })),
    );

  it('creates one nutritionist and answers the other 409 "already exists"', async () => {
    const answers = await twiceAtOnce('/api/nutritionists', {
      name: 'Twin Coach',
      email: 'twin-coach@example.test',
      specialty: 'Thyroid',
    });
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({
      message: 'An account with this email already exists.',
      code: 'EMAIL_TAKEN',
    });
  });

  it('creates one client through /client/add and answers the other 409 "already exists"', async () => {
    const answers = await twiceAtOnce('/api/client/add', {
      name: 'Twin Client',
      email: 'twin-client@example.test',
      phone: '9876512345',
      age: 31,
      gender: 'Female',
      nId: as.nutritionist.user.id,
      nextSession: fullForm.nextSession,
      plan: 'Thyroid Health',
    });
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({
      message: 'An account with this email already exists.',
      code: 'EMAIL_TAKEN',
    });
  });
});
