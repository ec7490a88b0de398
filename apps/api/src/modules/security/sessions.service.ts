import {
  securityMessages,
  type DeviceSession,
  type LoginResponse,
  type MessageResponse,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { notFound } from '#api/lib/errors.ts';
import { randomId } from '#api/lib/tokens.ts';
import { describeDevice } from '#api/lib/user-agent.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import * as repo from './sessions.repository.ts';

export type { TokenState } from './sessions.repository.ts';

/** Where a sign-in came from, kept on its session for her list of devices. */
export interface SignInContext {
  ip: string | null;
  userAgent: string | null;
}

/** Long enough for any real browser's user agent; a longer one is cut, never refused. */
const USER_AGENT_MAX = 512;

/**
 * A new session row and the token that carries its id: every sign-in goes through here,
 * so every token can be signed out on its own.
 */
export async function startSession(
  deps: AppDeps,
  db: Executor,
  user: {
    id: number;
    email: string;
    role: LoginResponse['user']['role'];
    tokenVersion: number;
    mustChangePassword: boolean;
  },
  context: SignInContext,
): Promise<Omit<LoginResponse, 'consentRequired'>> {
  const sessionId = randomId();
  await repo.insertSession(db, {
    id: sessionId,
    userId: user.id,
    userAgent: context.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    ip: context.ip,
    expiresAt: new Date(deps.clock.now().getTime() + deps.tokens.ttlSeconds * 1000),
  });
  return {
    token: deps.tokens.sign({
      userId: user.id,
      role: user.role,
      tokenVersion: user.tokenVersion,
      sessionId,
    }),
    user: { email: user.email, role: user.role },
    mustChangePassword: user.mustChangePassword,
  };
}

/**
 * The account and session a token names, for the auth hook. With `kept`, the read cache may
 * answer: the look-up was most of the cost of a kept answer, and it is dropped when the
 * account or any session changes (decision 005).
 */
export function tokenStateOf(
  deps: AppDeps,
  claims: { userId: number; sessionId: string },
  kept: boolean,
): Promise<repo.TokenState | undefined> {
  const load = () =>
    repo.findTokenState(deps.db, claims.userId, claims.sessionId, deps.clock.now());
  return kept
    ? deps.readCache.remember(
        `token:${claims.userId}:${claims.sessionId}`,
        repo.TOKEN_STATE_TABLES,
        load,
      )
    : load();
}

/** Records that the token's session was used, if it was last noted over `minutes` ago. */
export async function noteSessionUse(deps: AppDeps, sessionId: string, minutes: number) {
  await repo.touchSession(deps.db, sessionId, minutes);
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listSessions(deps: AppDeps, user: AuthUser): Promise<DeviceSession[]> {
  const rows = await repo.listLiveSessions(deps.db, user.id, deps.clock.now());
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    signedInAt: iso(row.createdAt),
    lastSeenAt: iso(row.lastSeenAt),
    current: row.id === user.sessionId,
  }));
}

/** Her own sessions only: anyone else's id is the same 404 as an unknown one. */
export async function signOutDevice(deps: AppDeps, user: AuthUser, id: string) {
  const ended = await repo.revokeSession(deps.db, user.id, id, deps.clock.now());
  if (ended === 0) throw notFound(securityMessages.sessionNotFound);
  return { message: securityMessages.signedOut, signedOut: ended };
}

export async function signOutOthers(deps: AppDeps, user: AuthUser) {
  const ended = await repo.revokeSessions(deps.db, user.id, deps.clock.now(), user.sessionId);
  return { message: securityMessages.signedOutOthers, signedOut: ended };
}

export async function logout(deps: AppDeps, user: AuthUser): Promise<MessageResponse> {
  await repo.revokeSession(deps.db, user.id, user.sessionId, deps.clock.now());
  return { message: 'Signed out.' };
}
