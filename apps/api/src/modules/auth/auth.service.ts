import {
  messages,
  securityMessages,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type LoginRequest,
  type LoginAnswer,
  type LoginResponse,
  type MeResponse,
  type TwoFactorLogin,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../lib/passwords.ts';
import { recordSignIn } from '../privacy/erasure.service.ts';
import { startSession, type SignInContext } from '../security/sessions.service.ts';
import { checkSecondFactor } from '../security/two-factor-codes.ts';
import { findTwoFactorState } from '../security/two-factor.repository.ts';
import type { AuthUser } from './auth-user.ts';
import { consentState } from './consent-state.ts';
import * as repo from './auth.repository.ts';

/**
 * Every token comes with its own session row (issue 18), so it can be signed out alone.
 * A new session is also her activity: the retention clock restarts and a retention
 * erasure is called off.
 */
async function sessionFor(
  deps: AppDeps,
  user: repo.UserRecord,
  context: SignInContext,
): Promise<LoginResponse> {
  await recordSignIn(deps, user.id);
  return {
    ...(await startSession(deps, deps.db, user, context)),
    consentRequired: consentState(user).consentRequired,
  };
}

/**
 * D2: the email, password and chosen role must all match one account; every mismatch
 * answers the same 401, after the same amount of hashing work.
 */
export async function login(
  deps: AppDeps,
  input: LoginRequest,
  context: SignInContext,
): Promise<LoginAnswer> {
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
  // With two-factor on, the right password only earns the code step: no session yet, and
  // the attempts are not reset, so wrong codes count with wrong passwords.
  const twoFactor = await findTwoFactorState(deps.db, user.id);
  if (twoFactor?.enabledAt) {
    return {
      twoFactorRequired: true,
      challenge: deps.tokens.signChallenge({
        userId: user.id,
        role: user.role,
        tokenVersion: user.tokenVersion,
      }),
    };
  }
  await deps.loginAttempts.reset(limitKey);
  return sessionFor(deps, user, context);
}

/**
 * POST /users/login/two-factor: the challenge from the password step and a 6-digit or
 * recovery code. Counted in the same per-email limit as passwords; a challenge signs in once.
 */
export async function loginWithCode(
  deps: AppDeps,
  input: TwoFactorLogin,
  context: SignInContext,
): Promise<LoginResponse> {
  const challenge = deps.tokens.verifyChallenge(input.challenge);
  if (!challenge) throw unauthorized(securityMessages.challengeExpired, 'CHALLENGE_EXPIRED');
  const user = await repo.findUserById(deps.db, challenge.userId);
  if (!user || user.tokenVersion !== challenge.tokenVersion || user.role !== challenge.role) {
    throw unauthorized(securityMessages.challengeExpired, 'CHALLENGE_EXPIRED');
  }
  if (!(await deps.loginAttempts.tryAttempt(user.email)))
    throw tooManyRequests(messages.auth.tooManyAttempts);
  const twoFactor = await findTwoFactorState(deps.db, user.id);
  if (!twoFactor?.enabledAt) {
    throw unauthorized(securityMessages.challengeExpired, 'CHALLENGE_EXPIRED');
  }
  if (!(await checkSecondFactor(deps, user.id, twoFactor.sealedSecret, input.code))) {
    throw unauthorized(securityMessages.codeWrong, 'CODE_WRONG');
  }
  if (!(await deps.singleUse.tryAttempt(`challenge:${challenge.challengeId}`))) {
    throw unauthorized(securityMessages.challengeExpired, 'CHALLENGE_EXPIRED');
  }
  await deps.loginAttempts.reset(user.email);
  return sessionFor(deps, user, context);
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
    twoFactorRequired: auth.twoFactorRequired,
  };
}

export async function changePassword(
  deps: AppDeps,
  auth: AuthUser,
  input: ChangePasswordRequest,
  context: SignInContext,
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
  return { ...(await sessionFor(deps, updated, context)), message: messages.password.changed };
}

/**
 * POST /nuts/updatepassword {email, password}: the Update Password dialog of her profile.
 * Only her own email; the new password ends older sessions, so a fresh token comes back.
 */
export async function setOwnPassword(
  deps: AppDeps,
  auth: AuthUser,
  input: { email: string; password: string },
  context: SignInContext,
): Promise<ChangePasswordResponse> {
  if (input.email !== auth.email) throw notFound('Account not found');
  const updated = await repo.replacePassword(deps.db, auth.id, await hashPassword(input.password));
  if (!updated) throw unauthorized(messages.generic.unauthorized);
  return { ...(await sessionFor(deps, updated, context)), message: messages.password.changed };
}
