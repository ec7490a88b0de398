import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { messages } from '../messages.ts';
import { newPasswordFields } from './auth.ts';
import { totpOrRecoveryCodeSchema } from './privacy-security.ts';

/**
 * Issue 30: every password change proves who is asking — her current password (the
 * temporary one on a first sign-in) and, when two-factor sign-in is on, a code. A stolen
 * session alone can no longer take the account over.
 */
const currentPassword = z
  .string({ error: messages.password.currentRequired })
  .min(1, messages.password.currentRequired)
  .max(LIMITS.passwordMaxLength, messages.password.currentWrong);

/** Her two-factor code; the forms show the field only when it is on, so empty means none. */
export const optionalSecondFactorSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  totpOrRecoveryCodeSchema.optional(),
);

/** POST /users/change-password: the signed-in person replaces their password. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword,
    ...newPasswordFields,
    code: optionalSecondFactorSchema,
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: messages.password.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * POST /nuts/updatepassword {email, currentPassword, password, code?}: the spec's call, her
 * own email; the dialog checks the confirmation. `currentPassword` is new (issue 30).
 */
export const updatePasswordSchema = z.object({
  email: z.string().trim().toLowerCase().max(LIMITS.emailMaxLength),
  currentPassword,
  password: newPasswordFields.newPassword,
  code: optionalSecondFactorSchema,
});
