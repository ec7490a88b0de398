import { loginResponseSchema } from '../schemas/auth.ts';
import { messageResponseSchema } from '../schemas/public.ts';
import {
  deviceSessionParamsSchema,
  deviceSessionsSchema,
  recoveryCodesSchema,
  signOutAnswerSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorLoginSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../schemas/privacy-security.ts';
import { defineEndpoints } from './endpoint.ts';

const signedIn = { tags: ['security'], access: 'signedIn', errors: [400, 401, 403] } as const;
const staff = {
  tags: ['security'],
  access: ['admin', 'nutritionist'],
  errors: [400, 401, 403],
} as const;

/** Issue 18, account security: her signed-in devices and two-factor sign-in. */
export const securityEndpoints = defineEndpoints({
  logout: {
    ...signedIn,
    method: 'POST',
    path: '/users/logout',
    summary: 'Sign out: ends the session of this token',
    response: messageResponseSchema,
  },
  deviceSessions: {
    ...signedIn,
    method: 'GET',
    path: '/me/sessions',
    summary: 'The devices she is signed in on, the current one flagged',
    response: deviceSessionsSchema,
  },
  signOutDevice: {
    ...signedIn,
    errors: [400, 401, 403, 404],
    method: 'DELETE',
    path: '/me/sessions/:id',
    summary: 'Sign one of her devices out (her own only)',
    params: deviceSessionParamsSchema,
    response: signOutAnswerSchema,
  },
  signOutOtherDevices: {
    ...signedIn,
    method: 'POST',
    path: '/me/sessions/sign-out-others',
    summary: 'Sign out everywhere else: every session but this one ends',
    response: signOutAnswerSchema,
  },
  twoFactorStatus: {
    ...signedIn,
    method: 'GET',
    path: '/me/two-factor',
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
    response: twoFactorStatusSchema,
  },
  twoFactorSetup: {
    ...staff,
    errors: [400, 401, 403, 409],
    method: 'POST',
    path: '/me/two-factor/setup',
    summary: 'Start two-factor set-up: a new secret, its otpauth URI and QR code (not yet on)',
    response: twoFactorSetupSchema,
  },
  twoFactorEnable: {
    ...staff,
    errors: [400, 401, 403, 409],
    method: 'POST',
    path: '/me/two-factor/enable',
    summary: 'Turn two-factor sign-in on with a code; answers the recovery codes once',
    body: twoFactorCodeSchema,
    response: recoveryCodesSchema,
  },
  twoFactorDisable: {
    ...staff,
    errors: [400, 401, 403, 409],
    method: 'POST',
    path: '/me/two-factor/disable',
    summary: 'Turn two-factor sign-in off with her password and a code',
    body: twoFactorDisableSchema,
    response: messageResponseSchema,
  },
  twoFactorRecoveryCodes: {
    ...staff,
    errors: [400, 401, 403, 409],
    method: 'POST',
    path: '/me/two-factor/recovery-codes',
    summary: 'Make a new set of recovery codes (the old ones stop working)',
    body: twoFactorCodeSchema,
    response: recoveryCodesSchema,
  },
  loginTwoFactor: {
    tags: ['auth'],
    access: 'public',
    errors: [400, 401, 429],
    method: 'POST',
    path: '/users/login/two-factor',
    summary: 'Second sign-in step: the challenge and a 6-digit or recovery code',
    body: twoFactorLoginSchema,
    response: loginResponseSchema,
  },
});
