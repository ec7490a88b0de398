import { PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';

/** Issue 18: where an account stands with the privacy notice in force, from its users row. */
export function consentState(account: {
  consentVersion: string | null;
  consentWithdrawnAt: Date | null;
}): { consentRequired: boolean; consentWithdrawn: boolean } {
  return {
    consentRequired: account.consentVersion !== PRIVACY_NOTICE_VERSION,
    consentWithdrawn: account.consentWithdrawnAt !== null,
  };
}
