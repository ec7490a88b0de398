import {
  messages,
  securityMessages,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { badRequest, notFound, unauthorized } from '#api/lib/errors.ts';
import { hashPassword, verifyPassword } from '#api/lib/passwords.ts';
import type { SignInContext } from '#api/modules/security/sessions.service.ts';
import { checkSecondFactor } from '#api/modules/security/two-factor-codes.ts';
import { twoFactorStateOf } from '#api/modules/security/two-factor.service.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { sessionFor } from './auth.service.ts';
import * as accounts from '#api/modules/accounts/accounts.service.ts';
import { queuePasswordChangedMail } from './password-changed-mail.ts';
import { countPasswordCheck, forgetPasswordChecks } from '#api/modules/security/password-checks.ts';

/** What every password change gives: the proof of who asks, and the new password. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  /** A 6-digit or recovery code; required when her two-factor sign-in is on. */
  code?: string | undefined;
}

/**
 * Issue 30: the one way a signed-in person replaces her password, whatever the call (the
 * change-password page, the first sign-in's forced change, the nutritionist's dialog). A
 * stolen session alone cannot do it: her current password (the temporary one on a first
 * sign-in) and, with two-factor on, a code. A wrong one answers 400, never 401 (a 401
 * would sign the browser out). Her other sessions end with the change; she is told by email.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  auth: AuthUser,
  input: PasswordChange,
  context: SignInContext,
): Promise<ChangePasswordResponse> {
  await countPasswordCheck(deps, auth.id);
  const state = await twoFactorStateOf(deps.db, auth.id);
  if (!state) throw unauthorized(messages.generic.unauthorized);
  if (!(await verifyPassword(state.passwordHash, input.currentPassword))) {
    throw badRequest(messages.password.currentWrong, 'CURRENT_PASSWORD_WRONG');
  }
  // Before the code is checked: a refused change must not spend a recovery code.
  if (input.newPassword === input.currentPassword) {
    throw badRequest(messages.password.mustDiffer, 'PASSWORD_UNCHANGED');
  }
  if (state.enabledAt) {
    if (!input.code) throw badRequest(securityMessages.codeFormat, 'CODE_REQUIRED');
    if (!(await checkSecondFactor(deps, auth.id, state.sealedSecret, input.code))) {
      throw badRequest(securityMessages.codeWrong, 'CODE_WRONG');
    }
  }

  const passwordHash = await hashPassword(input.newPassword);
  const name = (await accounts.findProfileName(deps.db, auth.id, auth.role)) ?? state.email;
  const updated = await deps.db.transaction(async (tx) => {
    // Bumps the token version and revokes every session of hers (decision 021).
    const row = await accounts.replacePassword(tx, auth.id, passwordHash);
    if (row) await queuePasswordChangedMail(deps, tx, { ...row, name });
    return row;
  });
  if (!updated) throw unauthorized(messages.generic.unauthorized);
  deps.outbox.kick();
  await forgetPasswordChecks(deps, auth.id);
  return { ...(await sessionFor(deps, updated, context)), message: messages.password.changed };
}

/** POST /users/change-password (any role; the first sign-in's forced change too). */
export const changePassword = (
  deps: AppDeps,
  auth: AuthUser,
  input: ChangePasswordRequest,
  context: SignInContext,
) => changeOwnPassword(deps, auth, input, context);

/**
 * POST /nuts/updatepassword {email, currentPassword, password, code?}: the nutritionist
 * profile's Update Password dialog. Only her own email (anyone else's is a 404).
 */
export async function setOwnPassword(
  deps: AppDeps,
  auth: AuthUser,
  input: { email: string; currentPassword: string; password: string; code?: string | undefined },
  context: SignInContext,
): Promise<ChangePasswordResponse> {
  if (input.email !== auth.email) throw notFound('Account not found');
  return await changeOwnPassword(
    deps,
    auth,
    { currentPassword: input.currentPassword, newPassword: input.password, code: input.code },
    context,
  );
}
