import { z } from 'zod';
import { loginResponseSchema } from './auth.ts';

/** Issue 18, account security: the exact texts the server and the screens say. */
export const securityMessages = {
  sessionNotFound: 'Session not found',
  sessionsLoadFailed: 'Could not load your sessions. Please try again.',
  signedOut: 'That device is signed out.',
  signedOutOthers: 'Signed out everywhere else.',
  signOutFailed: 'Could not sign that device out. Please try again.',
  confirmSignOutOthers:
    'Sign out every other device? They will need your password (and code) to sign in again.',
  twoFactorLoadFailed: 'Could not load two-factor sign-in. Please try again.',
  twoFactorStaffOnly: 'Two-factor sign-in is for admins and nutritionists.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotSetUp: 'Start the set-up again: scan the new QR code first.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  twoFactorRequiredForAdmins:
    'Two-factor sign-in is required for admins here, so it cannot be turned off.',
  twoFactorRequired: 'Please turn on two-factor sign-in before you continue.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'That code is not right. Please try again.',
  passwordRequired: 'Please enter your password.',
  passwordWrong: 'Your password is not right.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  /** Issue 30: a sign-in's code step allows a few wrong codes, then the password again. */
  challengeSpent: 'Too many wrong codes. Please sign in again.',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  codesRegenerated: 'New recovery codes made. The old ones no longer work.',
  codeStepTitle: 'Enter the 6-digit code from your authenticator app',
  codeStepHint: 'Lost your phone? Enter one of your recovery codes instead.',
  recoveryCodesNote:
    'Keep these recovery codes somewhere safe. Each works once if you lose your phone. They are shown only now.',
} as const;

/** How many recovery codes a set has; each works once. */
export const RECOVERY_CODE_COUNT = 10;

const codeText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(40, message);

/** A 6-digit code from the authenticator app (spaces allowed: "123 456"). */
export const totpCodeSchema = codeText(securityMessages.codeRequired)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, securityMessages.codeRequired));

/** A 6-digit code or a recovery code (letters and digits, dashes and spaces ignored). */
export const totpOrRecoveryCodeSchema = codeText(securityMessages.codeFormat)
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, securityMessages.codeFormat));

/** One device she is signed in on. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Android", from the browser's user agent. */
  device: z.string(),
  ip: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the call itself. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionsSchema = z.array(deviceSessionSchema);

export const deviceSessionParamsSchema = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/, securityMessages.sessionNotFound),
});

export const signOutAnswerSchema = z.object({ message: z.string(), signedOut: z.number().int() });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** She must have it on (an admin where REQUIRE_ADMIN_2FA=1). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  otpauthUri: z.string(),
  /** A PNG of the otpauth URI, as a data: URL. */
  qrDataUrl: z.string(),
  /** The base32 secret, for typing into the app by hand. */
  secret: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeSchema = z.object({ code: totpCodeSchema });
export const twoFactorDisableSchema = z.object({
  password: z
    .string({ error: securityMessages.passwordRequired })
    .min(1, securityMessages.passwordRequired)
    .max(128, securityMessages.passwordWrong),
  code: totpOrRecoveryCodeSchema,
});

export const recoveryCodesSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /users/login when the account has two-factor on: the password was right, a code comes next. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** A signed token, good for 5 minutes and one sign-in. */
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const loginAnswerSchema = z.union([loginResponseSchema, twoFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const twoFactorLoginSchema = z.object({
  challenge: z
    .string({ error: securityMessages.challengeExpired })
    .min(1, securityMessages.challengeExpired)
    .max(2000, securityMessages.challengeExpired),
  code: totpOrRecoveryCodeSchema,
});
export type TwoFactorLogin = z.infer<typeof twoFactorLoginSchema>;
