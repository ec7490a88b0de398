import {
  PRIVACY_NOTICE_UPDATED_ON,
  PRIVACY_NOTICE_VERSION,
  type ConsentLog,
  type PrivacyNotice,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { clearWithdrawal } from '#api/modules/privacy/erasure.service.ts';
import * as repo from './consent.repository.ts';

/** The facts of the notice in force that come from configuration (the /privacy page reads them). */
export function privacyNotice(deps: AppDeps): PrivacyNotice {
  const { contactName, contactEmail, retentionInactiveDays } = deps.config.privacy;
  return {
    version: PRIVACY_NOTICE_VERSION,
    contactName,
    contactEmail,
    retentionInactiveDays,
    updatedOn: PRIVACY_NOTICE_UPDATED_ON,
  };
}

export async function myConsents(deps: AppDeps, userId: number): Promise<ConsentLog> {
  return { noticeVersion: PRIVACY_NOTICE_VERSION, ...(await repo.consentLogOf(deps.db, userId)) };
}

/**
 * She accepts the notice in force (the schema refuses any other version with 400). The
 * row's method is 'sign-in' when the /consent screen asks (a new account or a new version)
 * and 'profile' when she gives consent again from her privacy page after withdrawing
 * after a new account or a new version. Accepting again a version she already accepted
 * adds no row, so a double tap leaves one. After a withdrawal, accepting is how she gives
 * consent again: it ends the withdrawal (an erasure already scheduled waits until she
 * cancels it herself, so one tap never silently keeps or loses her account).
 */
export async function acceptConsent(deps: AppDeps, actor: Actor): Promise<ConsentLog> {
  await deps.db.transaction(async (tx) => {
    const current = await repo.consentLogOf(tx, actor.id);
    const withdrawn = current.withdrawnAt !== null;
    if (current.acceptedVersion === PRIVACY_NOTICE_VERSION && !withdrawn) return;
    await repo.recordAcceptance(tx, {
      userId: actor.id,
      version: PRIVACY_NOTICE_VERSION,
      method: withdrawn ? 'profile' : 'sign-in',
      ip: actor.ip,
    });
    if (withdrawn) await clearWithdrawal(tx, actor.id);
  });
  return myConsents(deps, actor.id);
}
