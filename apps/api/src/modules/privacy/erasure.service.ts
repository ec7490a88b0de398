import {
  erasureTexts,
  PRIVACY_CLOCKS,
  PRIVACY_NOTICE_VERSION,
  type ErasedConversation,
  type ErasureReason,
  type ErasureRequestInput,
  type ErasureRequestRecord,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { badRequest, conflict, notFound, unauthorized } from '#api/lib/errors.ts';
import { verifyPassword } from '#api/lib/passwords.ts';
import { countPasswordCheck, forgetPasswordChecks } from '#api/modules/security/password-checks.ts';
import type { UserEvent } from '#api/lib/event-bus.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import {
  findLanguage,
  findProfileName,
  findUserById,
} from '#api/modules/accounts/accounts.service.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { addNotice } from '#api/modules/notifications/notices.service.ts';
import {
  mailAdminsOfWithdrawal,
  mailErasureCancelled,
  mailErasureNotice,
  withdrawalNoticeText,
  type ErasureSubject,
} from './erasure-notices.ts';
import * as repo from './erasure.repository.ts';
import { loggableError } from '#api/lib/loggable-error.ts';

type ScheduleDeps = Pick<AppDeps, 'outbox' | 'log' | 'config' | 'clock'>;

const HOUR_MS = 3_600_000;

/**
 * The one way an erasure is scheduled, whatever the reason (her request, her withdrawal,
 * retention): a pending request at the end of the notice and the notice by email, in the
 * caller's transaction. A request already waiting is answered as it is (no second email).
 */
export async function scheduleErasure(
  deps: ScheduleDeps,
  tx: Executor,
  who: ErasureSubject,
  reason: ErasureReason,
  now = deps.clock.now(),
): Promise<{ request: repo.ErasureRow; created: boolean }> {
  const scheduledFor = new Date(now.getTime() + PRIVACY_CLOCKS.erasureNoticeHours * HOUR_MS);
  const created = await repo.insertPending(tx, who.id, reason, now, scheduledFor);
  if (created) {
    await mailErasureNotice(deps, tx, who, reason, scheduledFor);
    return { request: created, created: true };
  }
  const existing = await repo.pendingFor(tx, who.id);
  if (!existing) throw new Error('erasure request neither written nor found');
  return { request: existing, created: false };
}

async function subjectOf(deps: AppDeps, me: AuthUser): Promise<ErasureSubject> {
  const name = (await findProfileName(deps.db, me.id, me.role)) ?? me.email;
  return {
    id: me.id,
    email: me.email,
    name,
    language: (await findLanguage(deps.db, me.id)).language,
  };
}

/** POST /me/erasure: her password confirms it is her; 202 with the request. */
export async function requestErasure(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  input: ErasureRequestInput,
): Promise<ErasureRequestRecord> {
  const account = await findUserById(deps.db, me.id);
  if (!account) throw unauthorized('Please sign in again.');
  // Her password is checked here too: counted in the same per-account limit as a password
  // change (issue 30), so a stolen session cannot guess it through this call instead.
  await countPasswordCheck(deps, me.id);
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    throw badRequest(erasureTexts.wrongPassword, 'WRONG_PASSWORD');
  }
  await forgetPasswordChecks(deps, me.id);
  const who = await subjectOf(deps, me);
  const { request, created } = await deps.db.transaction(async (tx) => {
    const scheduled = await scheduleErasure(deps, tx, who, 'request');
    if (scheduled.created) {
      await audit(tx, actor, 'create', 'erasure_request', scheduled.request.id, {
        after: { reason: 'request' },
        subject: me.id,
      });
    }
    return scheduled;
  });
  if (created) deps.outbox.kick();
  return repo.requestView(request);
}

export async function myErasure(deps: AppDeps, me: AuthUser): Promise<ErasureRequestRecord | null> {
  const row = await repo.pendingFor(deps.db, me.id);
  return row ? repo.requestView(row) : null;
}

/**
 * DELETE /me/erasure. Cancelling an erasure that followed a withdrawal leaves consent
 * withdrawn: she accepts the notice again (POST /me/consents) to use the app again.
 */
export async function cancelErasure(deps: AppDeps, me: AuthUser, actor: Actor) {
  const who = await subjectOf(deps, me);
  // After a withdrawal the law wants her data erased: she keeps her account only by giving
  // consent again (POST /me/consents calls the erasure off), never by a bare cancel.
  if (me.consentWithdrawn) throw conflict(erasureTexts.withdrawalErasure, 'CONSENT_WITHDRAWN');
  const cancelled = await deps.db.transaction(async (tx) => {
    const row = await repo.cancelPending(tx, me.id, ['request', 'retention']);
    if (!row) return undefined;
    await audit(tx, actor, 'update', 'erasure_request', row.id, {
      before: { status: 'pending' },
      after: { status: 'cancelled' },
      subject: me.id,
    });
    await mailErasureCancelled(deps, tx, who);
    return row;
  });
  if (!cancelled) throw notFound(erasureTexts.noPendingErasure, 'NO_PENDING_ERASURE');
  deps.outbox.kick();
  return { message: erasureTexts.cancelled, request: repo.requestView(cancelled, 'cancelled') };
}

/**
 * POST /me/consents/withdraw: one action. Processing stops (consent_withdrawn_at, which
 * the consent gate reads), the withdrawal is logged, erasure is scheduled after the notice,
 * and her nutritionist and every admin are told. Doing it again answers the same erasure.
 */
export async function withdrawConsent(deps: AppDeps, me: AuthUser, actor: Actor) {
  const who = await subjectOf(deps, me);
  const result = await deps.db.transaction(async (tx) => {
    const marked = await repo.markConsentWithdrawn(tx, me.id);
    const current = await repo.consentWithdrawnAt(tx, me.id);
    const withdrawnAt = marked?.at ?? current ?? deps.clock.now();
    const { request, created } = await scheduleErasure(deps, tx, who, 'withdrawal');
    const events: UserEvent[] = [];
    if (marked) {
      await repo.insertConsent(tx, {
        userId: me.id,
        version: PRIVACY_NOTICE_VERSION,
        action: 'withdraw',
        method: 'profile',
        ip: actor.ip,
      });
      await audit(tx, actor, 'update', 'consent', me.id, {
        after: { consentWithdrawnAt: true },
        subject: me.id,
      });
      events.push(...(await tellStaff(deps, tx, who, request.scheduledFor)));
    }
    return { withdrawnAt, request, notify: created || marked !== undefined, events };
  });
  if (result.notify) deps.outbox.kick();
  if (result.events.length > 0) await deps.events.publish(result.events);
  return {
    message: erasureTexts.withdrawn,
    withdrawnAt: result.withdrawnAt.toISOString(),
    request: repo.requestView(result.request),
  };
}

/** Her nutritionist and every admin get a notice; admins also an email. */
async function tellStaff(
  deps: AppDeps,
  tx: Executor,
  who: ErasureSubject,
  scheduledFor: Date,
): Promise<UserEvent[]> {
  const nutritionistId = await repo.nutritionistIdOf(tx, who.id);
  const admins = await repo.adminContacts(tx);
  const text = withdrawalNoticeText(who.name);
  const events: UserEvent[] = [];
  if (nutritionistId) {
    events.push(
      await addNotice(tx, {
        userId: nutritionistId,
        kind: 'privacy',
        text,
        link: '/dashboard/nutritionist/clients',
      }),
    );
  }
  for (const admin of admins) {
    events.push(
      await addNotice(tx, {
        userId: admin.id,
        kind: 'privacy',
        text,
        link: '/dashboard/admin/privacy',
      }),
    );
  }
  await mailAdminsOfWithdrawal(
    deps,
    tx,
    admins.map((admin) => admin.email),
    who,
    scheduledFor,
  );
  return events;
}

/**
 * For the consent part: giving consent again ends a withdrawal and calls off the erasure
 * the withdrawal scheduled (an erasure she asked for herself stays until she cancels it).
 */
export async function clearWithdrawal(db: Executor, userId: number): Promise<void> {
  await repo.clearConsentWithdrawn(db, userId);
  await repo.cancelPending(db, userId, ['withdrawal']);
}

/**
 * Her sign-in: the retention clock starts again (kept to the day) and an erasure that
 * retention scheduled is cancelled. Errors here never stop a sign-in.
 */
export async function recordSignIn(deps: Pick<AppDeps, 'db' | 'log'>, userId: number) {
  try {
    const changes = await repo.signInChanges(deps.db, userId);
    if (changes.stale) await repo.touchLastActive(deps.db, userId);
    if (changes.retention) await repo.cancelPending(deps.db, userId, ['retention']);
  } catch (error) {
    deps.log.error({ err: loggableError(error) }, 'could not record sign-in activity');
  }
}

export async function erasedConversations(
  deps: AppDeps,
  me: AuthUser,
): Promise<ErasedConversation[]> {
  const rows = await repo.erasedMessagesOf(deps.db, me.id);
  const byReference = new Map<string, ErasedConversation>();
  for (const row of rows) {
    const conversation = byReference.get(row.reference) ?? {
      reference: row.reference,
      erasedAt: row.erasedAt.toISOString(),
      messages: [],
    };
    byReference.set(row.reference, conversation);
    conversation.messages.push({
      id: row.id,
      fromClient: row.fromClient === 1,
      content: row.content,
      sentAt: row.sentAt.toISOString(),
    });
  }
  return [...byReference.values()];
}

export async function adminErasures(deps: AppDeps) {
  const [pending, receipts] = await Promise.all([
    repo.pendingList(deps.db),
    repo.recentReceipts(deps.db),
  ]);
  return {
    pending: pending.map((row) => ({
      ...row,
      requestedAt: row.requestedAt.toISOString(),
      scheduledFor: row.scheduledFor.toISOString(),
    })),
    receipts: receipts.map((row) => ({
      ...row,
      requestedAt: row.requestedAt.toISOString(),
      erasedAt: row.erasedAt.toISOString(),
    })),
  };
}
