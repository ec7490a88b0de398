import type { Role } from '@nourishwell/shared';

/** The signed-in person, as every service sees them (set by the auth plugin). */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  mustChangePassword: boolean;
  /** Issue 18: she has not accepted the privacy notice in force. */
  consentRequired: boolean;
  /** Issue 18: she withdrew consent (her account waits for erasure). */
  consentWithdrawn: boolean;
  /** The session of this request's token (issue 18). */
  sessionId: string;
  /** An admin who must turn on two-factor sign-in first (REQUIRE_ADMIN_2FA=1). */
  twoFactorRequired: boolean;
}
