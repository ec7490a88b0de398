import {
  PRIVACY_NOTICE_UPDATED_ON,
  PRIVACY_NOTICE_VERSION,
  type ConsentLog,
  type PrivacyNotice,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../audit/actor.ts';
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
 * row's method is 'sign-in': the /consent screen is the only place that asks, at sign-in
 * after a new account or a new version. Accepting again a version she already accepted
 * adds no row, so a double tap leaves one. Withdrawal is not undone here: only cancelling
 * the erasure does that.
 */
export async function acceptConsent(deps: AppDeps, actor: Actor): Promise<ConsentLog> {
  await deps.db.transaction(async (tx) => {
    const current = await repo.consentLogOf(tx, actor.id);
    if (current.acceptedVersion === PRIVACY_NOTICE_VERSION) return;
    await repo.recordAcceptance(tx, {
      userId: actor.id,
      version: PRIVACY_NOTICE_VERSION,
      method: 'sign-in',
      ip: actor.ip,
    });
  });
  return myConsents(deps, actor.id);
}
