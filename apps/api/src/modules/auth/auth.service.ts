import {
  messages,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type LoginRequest,
  type LoginResponse,
  type MeResponse,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../lib/passwords.ts';
import { recordSignIn } from '../privacy/erasure.service.ts';
import type { AuthUser } from './auth-user.ts';
import { consentState } from './consent-state.ts';
import * as repo from './auth.repository.ts';

function sessionFor(deps: AppDeps, user: repo.UserRecord): LoginResponse {
  return {
    token: deps.tokens.sign({ userId: user.id, role: user.role, tokenVersion: user.tokenVersion }),
    user: { email: user.email, role: user.role },
    mustChangePassword: user.mustChangePassword,
    consentRequired: consentState(user).consentRequired,
  };
}

/**
 * D2: the email, password and chosen role must all match one account; every mismatch
 * answers the same 401, after the same amount of hashing work.
 */
export async function login(deps: AppDeps, input: LoginRequest): Promise<LoginResponse> {
  const limitKey = input.email;
  // Counted before the check, in one step, so parallel guesses cannot slip past the limit.
  if (!(await deps.loginAttempts.tryAttempt(limitKey)))
    throw tooManyRequests(messages.auth.tooManyAttempts);

  const user = await repo.findUserByEmail(deps.db, input.email);
  const matches =
    user !== undefined && user.role === input.role
      ? await verifyPassword(user.passwordHash, input.password)
      : (await spendVerifyTime(input.password), false);

  if (!matches || !user) {
    throw unauthorized(messages.auth.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await deps.loginAttempts.reset(limitKey);
  // Issue 18: the retention clock restarts and a retention erasure is called off.
  await recordSignIn(deps, user.id);
  return sessionFor(deps, user);
}

export async function me(deps: AppDeps, auth: AuthUser): Promise<MeResponse> {
  const name = await repo.findProfileName(deps.db, auth.id, auth.role);
  return {
    id: auth.id,
    email: auth.email,
    role: auth.role,
    // An account without a profile row (e.g. a bare admin) still has a name to show.
    name: name ?? auth.email,
    mustChangePassword: auth.mustChangePassword,
    consentRequired: auth.consentRequired,
    consentWithdrawn: auth.consentWithdrawn,
  };
}

export async function changePassword(
  deps: AppDeps,
  auth: AuthUser,
  input: ChangePasswordRequest,
): Promise<ChangePasswordResponse> {
  const user = await repo.findUserById(deps.db, auth.id);
  if (!user) throw unauthorized(messages.generic.unauthorized);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(messages.password.currentWrong, 'CURRENT_PASSWORD_WRONG');
  }
  if (input.newPassword === input.currentPassword) {
    throw badRequest(messages.password.mustDiffer, 'PASSWORD_UNCHANGED');
  }
  const updated = await repo.replacePassword(
    deps.db,
    user.id,
    await hashPassword(input.newPassword),
  );
  if (!updated) throw unauthorized(messages.generic.unauthorized);
  return { ...sessionFor(deps, updated), message: messages.password.changed };
}

/**
 * POST /nuts/updatepassword {email, password}: the Update Password dialog of her profile.
 * Only her own email; the new password ends older sessions, so a fresh token comes back.
 */
export async function setOwnPassword(
  deps: AppDeps,
  auth: AuthUser,
  input: { email: string; password: string },
): Promise<ChangePasswordResponse> {
  if (input.email !== auth.email) throw notFound('Account not found');
  const updated = await repo.replacePassword(deps.db, auth.id, await hashPassword(input.password));
  if (!updated) throw unauthorized(messages.generic.unauthorized);
  return { ...sessionFor(deps, updated), message: messages.password.changed };
}
