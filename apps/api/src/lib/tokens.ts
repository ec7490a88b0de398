import { randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { isRole, SESSION_TTL_SECONDS, type Role } from '@nourishwell/shared';

export interface TokenClaims {
  userId: number;
  role: Role;
  tokenVersion: number;
  /** The user_sessions row the token belongs to (issue 18): signing it out ends the token. */
  sessionId: string;
}

/** The password step of a two-factor sign-in, passed to the code step. */
export interface ChallengeClaims {
  userId: number;
  role: Role;
  tokenVersion: number;
  /** Its own id, so it can be used once. */
  challengeId: string;
}

export interface TokenService {
  sign: (claims: TokenClaims) => string;
  /** Returns the claims of a valid, unexpired token, or null for anything else. */
  verify: (token: string) => TokenClaims | null;
  /** How long a token lives, so its session row can end with it. */
  readonly ttlSeconds: number;
  signChallenge: (claims: Omit<ChallengeClaims, 'challengeId'>) => string;
  verifyChallenge: (token: string) => ChallengeClaims | null;
}

/** A two-factor challenge lives 5 minutes: long enough to open the app and type the code. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/**
 * Codes one challenge may try (issue 30): a slip or two of the fingers and a code that
 * rolled over, then it is spent and she enters her password again. Counted per challenge,
 * never per email, so someone else's guesses never lock her out.
 */
export const CHALLENGE_MAX_CODES = 5;
const CHALLENGE_TYPE = '2fa-challenge';

/** 128 random bits, URL-safe: a session's or a challenge's id. */
export const randomId = () => randomBytes(16).toString('base64url');

export function createTokenService(secret: string, ttlSeconds = SESSION_TTL_SECONDS): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  // Verified tokens are kept (LRU, keyed by a hash of the token, never past its expiry):
  // every API call checks one, and decoding it again was a measurable share (bench, issue 8).
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: true });
  const challengeSigner = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: CHALLENGE_TTL_SECONDS * 1000,
  });
  const decode = (token: string) => {
    try {
      return verifier(token) as Record<string, unknown>;
    } catch {
      return null;
    }
  };
  return {
    ttlSeconds,
    sign: ({ userId, role, tokenVersion, sessionId }) =>
      signer({ sub: String(userId), role, tv: tokenVersion, sid: sessionId }),
    verify: (token) => {
      const payload = decode(token);
      if (!payload) return null;
      const userId = Number(payload.sub);
      // A token without its session (or a challenge, which has no sid) is no session token.
      if (
        !Number.isInteger(userId) ||
        !isRole(payload.role) ||
        typeof payload.tv !== 'number' ||
        typeof payload.sid !== 'string' ||
        payload.typ !== undefined
      ) {
        return null;
      }
      return { userId, role: payload.role, tokenVersion: payload.tv, sessionId: payload.sid };
    },
    signChallenge: ({ userId, role, tokenVersion }) =>
      challengeSigner({
        sub: String(userId),
        role,
        tv: tokenVersion,
        typ: CHALLENGE_TYPE,
        jti: randomId(),
      }),
    verifyChallenge: (token) => {
      const payload = decode(token);
      if (!payload || payload.typ !== CHALLENGE_TYPE) return null;
      const userId = Number(payload.sub);
      if (
        !Number.isInteger(userId) ||
        !isRole(payload.role) ||
        typeof payload.tv !== 'number' ||
        typeof payload.jti !== 'string'
      ) {
        return null;
      }
      return {
        userId,
        role: payload.role,
        tokenVersion: payload.tv,
        challengeId: payload.jti,
      };
    },
  };
}
