import { messages } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { tooManyRequests } from '#api/lib/errors.ts';

/** The per-account key of her password checks (a change, turning two-factor off). */
export const passwordCheckKey = (userId: number) => `account:${userId}`;

/**
 * Issue 30: counts a check of a signed-in person's password before it is made (so parallel
 * guesses cannot slip past the limit), per account in the shared counter store: a stolen
 * session cannot guess her password, from any number of addresses or processes. The
 * per-IP limit is the route's (@fastify/rate-limit, the same store).
 */
export async function countPasswordCheck(deps: AppDeps, userId: number): Promise<void> {
  if (!(await deps.passwordChecks.tryAttempt(passwordCheckKey(userId)))) {
    throw tooManyRequests(messages.password.tooManyAttempts);
  }
}

/** A right password (and code) forgets her earlier wrong ones. */
export const forgetPasswordChecks = (deps: AppDeps, userId: number) =>
  deps.passwordChecks.reset(passwordCheckKey(userId));
