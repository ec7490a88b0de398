import type { MeResponse } from '@nourishwell/shared';

/** Who `GET /users/me` says a signed-in client is: Meera, nothing to do first, in English. */
export const aClient = (overrides: Partial<MeResponse> = {}): MeResponse => ({
  id: 3,
  email: 'meera@example.test',
  role: 'client',
  name: 'Meera',
  mustChangePassword: false,
  consentRequired: false,
  consentWithdrawn: false,
  twoFactorRequired: false,
  language: 'en',
  devanagariDigits: false,
  ...overrides,
});
