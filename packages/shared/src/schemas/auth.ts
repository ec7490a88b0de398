import { LOCALES } from '../i18n/locales.ts';
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { messages } from '../messages.ts';
import { roles } from '../roles.ts';

const required = messages.auth.fillAllFields;

/**
 * POST /users/login. Any missing field answers the spec's one message; a malformed email is
 * just an unknown account, so it answers 401 like any other mismatch (docs/product.md,
 * "Sign-in by role").
 */
export const loginRequestSchema = z.object({
  email: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(LIMITS.emailMaxLength, messages.auth.invalidCredentials)
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: required })
    .min(1, required)
    .max(LIMITS.passwordMaxLength, messages.auth.invalidCredentials),
  role: z.enum(roles, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? required
        : 'Choose a role: admin, nutritionist or client',
  }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  email: z.string(),
  role: z.enum(roles),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  /** True for an account created with a temporary password: set a new one first. */
  mustChangePassword: z.boolean(),
  /** Issue 18: she has not accepted the privacy notice in force; /consent comes first. */
  consentRequired: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /protectroute */
export const protectRouteResponseSchema = sessionUserSchema;

/** GET /users/me: who is signed in, with the name from their profile. */
export const meResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(roles),
  name: z.string(),
  mustChangePassword: z.boolean(),
  /** Issue 18: she has not accepted the privacy notice in force (first sign-in or a new version). */
  consentRequired: z.boolean(),
  /** Issue 18: she withdrew consent; reads and export still work, writes are refused. */
  consentWithdrawn: z.boolean(),
  /**
   * Issue 18: an admin who must turn on two-factor sign-in before anything else. Defaults
   * to false so a profile remembered offline before this field existed still reads.
   */
  twoFactorRequired: z.boolean().default(false),
  /**
   * Issue 33: the language of her app, emails and messages. Defaults to English so a
   * profile remembered offline before this field existed still reads.
   */
  language: z.enum(LOCALES).default('en'),
  /**
   * Issue 33: her numbers and dates in Devanagari digits (१२३) when she reads Hindi. Off
   * by default, so a profile remembered offline before this field existed still reads.
   */
  devanagariDigits: z.boolean().default(false),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** PUT /users/me/language: the language she chose, one NourishWell speaks. */
export const languageSchema = z.object({
  language: z.enum(LOCALES, { error: 'Please choose one of the languages offered.' }),
});
export type LanguageChoice = z.infer<typeof languageSchema>;

/** PUT /users/me/digits: Devanagari digits (१२३) in her Hindi app and messages, or not. */
export const digitsSchema = z.object({
  devanagariDigits: z.boolean({ error: 'Please say yes or no.' }),
});
export type DigitsChoice = z.infer<typeof digitsSchema>;

/** A new password, twice: both required, matching, at least 6 characters; every password form. */
export const newPasswordFields = {
  newPassword: z
    .string({ error: messages.password.fillBothFields })
    .min(1, messages.password.fillBothFields)
    .min(LIMITS.passwordMinLength, messages.password.tooShort)
    .max(LIMITS.passwordMaxLength, messages.password.tooLong),
  confirmPassword: z
    .string({ error: messages.password.fillBothFields })
    .min(1, messages.password.fillBothFields),
};

/**
 * The answer carries a fresh token: the old one stopped working with the change
 * (docs/product.md, "Password changes and signing out").
 */
export const changePasswordResponseSchema = loginResponseSchema.extend({
  message: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
