import { z } from 'zod';
import {
  changePasswordResponseSchema,
  loginRequestSchema,
  digitsSchema,
  languageSchema,
  meResponseSchema,
  protectRouteResponseSchema,
} from '../schemas/auth.ts';
import { healthResponseSchema } from '../schemas/health.ts';
import { loginAnswerSchema } from '../schemas/privacy-security.ts';
import { changePasswordRequestSchema, updatePasswordSchema } from '../schemas/password-change.ts';
import {
  enquiryRequestSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  payRequestSchema,
  payResponseSchema,
  reachOutRequestSchema,
  resetPasswordRequestSchema,
} from '../schemas/public.ts';
import { defineEndpoints } from './endpoint.ts';

const auth = { tags: ['auth'], access: 'public', errors: [400, 429] } as const;
const session = { tags: ['auth'], access: 'signedIn', errors: [400, 401, 403, 429] } as const;
const form = { tags: ['public'], access: 'public', errors: [400, 429] } as const;

/** Sign-in, accounts and the public forms. */
export const publicEndpoints = defineEndpoints({
  health: {
    method: 'GET',
    path: '/health',
    tags: ['system'],
    access: 'public',
    summary: 'Liveness and database reachability',
    response: healthResponseSchema,
    errors: [503],
  },
  login: {
    ...auth,
    errors: [400, 401, 403, 429],
    method: 'POST',
    path: '/users/login',
    summary: 'Sign in with email, password and role',
    body: loginRequestSchema,
    // With two-factor on, a right password answers a challenge for the code step (issue 18).
    response: loginAnswerSchema,
  },
  protectRoute: {
    ...session,
    method: 'GET',
    path: '/protectroute',
    summary: 'Check that the bearer token is valid',
    response: protectRouteResponseSchema,
  },
  me: {
    ...session,
    method: 'GET',
    path: '/users/me',
    summary: 'The signed-in person, with the name on their profile',
    response: meResponseSchema,
  },
  setLanguage: {
    ...session,
    method: 'PUT',
    path: '/users/me/language',
    summary: 'The language of her app, emails and messages (issue 33)',
    body: languageSchema,
    response: languageSchema,
  },
  setDigits: {
    ...session,
    method: 'PUT',
    path: '/users/me/digits',
    summary: 'Devanagari digits (१२३) in her Hindi app and messages, by her choice (issue 33)',
    body: digitsSchema,
    response: digitsSchema,
  },
  changePassword: {
    ...session,
    method: 'POST',
    path: '/users/change-password',
    // Issue 30: wrong current password or code → 400 (never 401, which signs the browser
    // out); too many tries on her account or from one address → 429.
    summary:
      'Replace her password: current password, and a code when two-factor is on; answers a fresh token',
    body: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
  },
  updatePassword: {
    method: 'POST',
    path: '/nuts/updatepassword',
    tags: ['nutritionist'],
    access: ['nutritionist'],
    summary:
      'Set her own password with her current one (and a code when two-factor is on); answers a fresh token',
    body: updatePasswordSchema,
    response: changePasswordResponseSchema,
    errors: [400, 401, 403, 404, 429],
  },
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
  sendEnquiry: {
    ...form,
    method: 'POST',
    path: '/users/sendmail',
    summary: 'Sign-up enquiry from /signup; answers the text to show the visitor',
    body: enquiryRequestSchema,
    // The server answers text/plain; the browser reads it as the text to show.
    response: z.string().describe('text/plain message for the visitor'),
  },
  reachOut: {
    ...form,
    method: 'POST',
    path: '/reachout',
    summary: 'Reach-out message from /reachout',
    body: reachOutRequestSchema,
    response: messageResponseSchema,
  },
  pay: {
    ...form,
    method: 'POST',
    path: '/users/pay',
    summary:
      'Start a payment for a plan: the link goes to the phone by WhatsApp / SMS (with Razorpay, also answered as payUrl)',
    body: payRequestSchema,
    response: payResponseSchema,
  },
});
