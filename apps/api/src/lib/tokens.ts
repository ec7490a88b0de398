import { createSigner, createVerifier } from 'fast-jwt';
import { isRole, SESSION_TTL_SECONDS, type Role } from '@nourishwell/shared';

export interface TokenClaims {
  userId: number;
  role: Role;
  tokenVersion: number;
}

export interface TokenService {
  sign: (claims: TokenClaims) => string;
  /** Returns the claims of a valid, unexpired token, or null for anything else. */
  verify: (token: string) => TokenClaims | null;
}

export function createTokenService(secret: string, ttlSeconds = SESSION_TTL_SECONDS): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  // Verified tokens are kept (LRU, keyed by a hash of the token, never past its expiry):
  // every API call checks one, and decoding it again was a measurable share (bench, issue 8).
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: true });
  return {
    sign: ({ userId, role, tokenVersion }) =>
      signer({ sub: String(userId), role, tv: tokenVersion }),
    verify: (token) => {
      try {
        const payload = verifier(token) as { sub?: unknown; role?: unknown; tv?: unknown };
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || !isRole(payload.role) || typeof payload.tv !== 'number') {
          return null;
        }
        return { userId, role: payload.role, tokenVersion: payload.tv };
      } catch {
        return null;
      }
    },
  };
}
