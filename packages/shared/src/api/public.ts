import {
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from '../schemas/public.ts';
import { defineEndpoints } from './endpoint.ts';

const auth = { tags: ['auth'], access: 'public', errors: [400, 429] } as const;

/** Calls anyone may make: sign-in, password reset, the public forms. */
export const publicEndpoints = defineEndpoints({
  forgotPassword: {
    ...auth,
    method: 'POST',
    path: '/users/forgotpassword',
    summary: 'Email a single-use password reset link (same answer for any email)',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  },
  resetPassword: {
    ...auth,
    method: 'POST',
    path: '/users/resetpassword',
    summary: 'Set a new password with the token from the reset link',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  },
});
