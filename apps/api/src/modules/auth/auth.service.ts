import {
  messages,
  securityMessages,
  type LoginRequest,
  type LoginAnswer,
  type LoginResponse,
  type DigitsChoice,
  type LanguageChoice,
  type MeResponse,
  type TwoFactorLogin,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { tooManyRequests, unauthorized } from '#api/lib/errors.ts';
import { spendVerifyTime, verifyPassword } from '#api/lib/passwords.ts';
import { recordSignIn } from '#api/modules/privacy/erasure.service.ts';
import { startSession, type SignInContext } from '#api/modules/security/sessions.service.ts';
import { checkSecondFactor } from '#api/modules/security/two-factor-codes.ts';
import { twoFactorStateOf } from '#api/modules/security/two-factor.service.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { consentState } from './consent-state.ts';
import * as accounts from '#api/modules/accounts/accounts.service.ts';

/**
 * Every token comes with its own session row (issue 18), so it can be signed out alone.
 * A new session is also her activity: the retention clock restarts and a retention
 * erasure is called off.
 */
export async function sessionFor(
  deps: AppDeps,
  user: accounts.UserRecord,
  context: SignInContext,
): Promise<LoginResponse> {
  await recordSignIn(deps, user.id);
  return {
    ...(await startSession(deps, deps.db, user, context)),
    consentRequired: consentState(user).consentRequired,
  };
}

/**
 * The email, password and chosen role must all match one account (docs/product.md, "Sign-in
 * by role"); every mismatch answers the same 401, after the same amount of hashing work.
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

  const user = await accounts.findUserByEmail(deps.db, input.email);
  const matches =
    user !== undefined && user.role === input.role
      ? await verifyPassword(user.passwordHash, input.password)
      : (await spendVerifyTime(input.password), false);

  if (!matches || !user) {
    throw unauthorized(messages.auth.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  // With two-factor on, the right password only earns the code step: no session yet, and
  // the attempts are not reset, so the challenges one email can earn stay bounded (each
  // allows CHALLENGE_MAX_CODES codes). Codes themselves never count per email (issue 30).
  const twoFactor = await twoFactorStateOf(deps.db, user.id);
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

const challengeExpired = () => unauthorized(securityMessages.challengeExpired, 'CHALLENGE_EXPIRED');

/**
 * POST /users/login/two-factor: the challenge from the password step and a 6-digit or
 * recovery code. Tries are counted per challenge (CHALLENGE_MAX_CODES, then it is spent) and
 * per IP by the route, never per email: someone who knows only her email cannot lock her
 * out with wrong codes (issue 30). A challenge signs in once.
 */
export async function loginWithCode(
  deps: AppDeps,
  input: TwoFactorLogin,
  context: SignInContext,
): Promise<LoginResponse> {
  const challenge = deps.tokens.verifyChallenge(input.challenge);
  if (!challenge) throw challengeExpired();
  // Counted before the check, so parallel guesses cannot slip past the limit.
  if (!(await deps.challengeAttempts.tryAttempt(challenge.challengeId))) {
    throw unauthorized(securityMessages.challengeSpent, 'CHALLENGE_SPENT');
  }
  const user = await accounts.findUserById(deps.db, challenge.userId);
  if (!user || user.tokenVersion !== challenge.tokenVersion || user.role !== challenge.role) {
    throw challengeExpired();
  }
  const twoFactor = await twoFactorStateOf(deps.db, user.id);
  if (!twoFactor?.enabledAt) throw challengeExpired();
  if (!(await checkSecondFactor(deps, user.id, twoFactor.sealedSecret, input.code))) {
    throw unauthorized(securityMessages.codeWrong, 'CODE_WRONG');
  }
  if (!(await deps.singleUse.tryAttempt(`challenge:${challenge.challengeId}`))) {
    throw challengeExpired();
  }
  // Signed in with both factors: her earlier wrong passwords are forgotten, as without them.
  await deps.loginAttempts.reset(user.email);
  return sessionFor(deps, user, context);
}

export async function me(deps: AppDeps, auth: AuthUser): Promise<MeResponse> {
  const [name, reading] = await Promise.all([
    accounts.findProfileName(deps.db, auth.id, auth.role),
    accounts.findLanguage(deps.db, auth.id),
  ]);
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
    ...reading,
  };
}

/** PUT /users/me/language: anyone signed in chooses the language of her app and messages. */
export async function chooseLanguage(
  deps: AppDeps,
  auth: AuthUser,
  { language }: LanguageChoice,
): Promise<LanguageChoice> {
  await accounts.setLanguage(deps.db, auth.id, language);
  return { language };
}

/**
 * PUT /users/me/digits: Devanagari digits in her app and messages when she reads Hindi.
 * Kept while she reads English (where it changes nothing), so it is there if she goes back.
 */
export async function chooseDigits(
  deps: AppDeps,
  auth: AuthUser,
  { devanagariDigits }: DigitsChoice,
): Promise<DigitsChoice> {
  await accounts.setDigits(deps.db, auth.id, devanagariDigits);
  return { devanagariDigits };
}
