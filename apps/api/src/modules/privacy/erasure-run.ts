import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { PHOTO_PREFIX } from '#api/integrations/photos.ts';
import { loggableError } from '#api/lib/loggable-error.ts';
import { receiptReference, scrub, type Person } from './erasure-match.ts';
import { counterTermsOf, identityOf, type Identity } from './identity.ts';
import * as runRepo from './erasure-run.repository.ts';
import * as repo from './erasure.repository.ts';

export type EraseDeps = Pick<AppDeps, 'db' | 'log' | 'photos' | 'counters'>;

/** Her chat with each nutritionist, kept for that nutritionist with her name scrubbed. */
async function keepChat(tx: Executor, person: Person, reference: string): Promise<number> {
  const rows = await runRepo.chatWithNutritionists(tx, person.id);
  if (rows.length === 0) return 0;
  await runRepo.insertErasedMessages(
    tx,
    rows.map((row) => {
      const fromClient = row.senderId === person.id;
      return {
        nutritionistId: fromClient ? row.receiverId : row.senderId,
        receiptReference: reference,
        fromClient: fromClient ? 1 : 0,
        content: scrub(row.content, person),
        sentAt: row.sentAt,
      };
    }),
  );
  return rows.length;
}

/**
 * Everything that names her, in one transaction: records kept elsewhere (public forms,
 * outbox, staff notices, rate-limit counters) are deleted, grievances are kept but
 * anonymised, her chat is copied for her nutritionist as "Deleted user", then her login
 * goes and the database's cascades remove every record keyed to her. Answers the summary
 * and the photo names to remove once the transaction has committed.
 */
async function eraseInTransaction(
  deps: EraseDeps,
  tx: Executor,
  request: repo.ErasureRow,
  now: Date,
) {
  const person = await identityOf(tx, request.userId);
  if (!person) throw new Error('the account to erase no longer exists');
  const reference = receiptReference();
  const id = person.id;

  const photoNames = [
    ...(await runRepo.journalPhotoNames(tx, id)),
    ...(person.profilePicUrl?.startsWith(PHOTO_PREFIX)
      ? [person.profilePicUrl.slice(PHOTO_PREFIX.length)]
      : []),
  ];

  const summary: Record<string, number> = {
    ...(await runRepo.recordsKeyedTo(tx, id)),
    photoFiles: photoNames.length,
  };
  summary.keptChatMessages = await keepChat(tx, person, reference);
  Object.assign(summary, await runRepo.deleteRecordsNamingHer(tx, person));
  summary.rateLimitCounters = await deps.counters.forget(counterTermsOf(person), tx);
  summary.breachesCounted = await runRepo.countInBreaches(tx, id);
  summary.grievancesAnonymised = await anonymiseGrievances(tx, person);

  await runRepo.deleteLogin(tx, id);
  await runRepo.insertReceipt(tx, {
    reference,
    role: person.role,
    reason: request.reason,
    requestedAt: request.requestedAt,
    erasedAt: now,
    summary,
  });
  await runRepo.auditErasure(tx, id, Object.keys(summary).sort());
  return { reference, summary, photoNames };
}

/** Her concerns stay on the register with their status; what names her does not. */
async function anonymiseGrievances(tx: Executor, person: Identity): Promise<number> {
  const rows = await runRepo.grievancesOf(tx, person);
  for (const row of rows) {
    await runRepo.anonymiseGrievance(tx, row.id, {
      subject: scrub(row.subject, person),
      reply: row.reply === null ? null : scrub(row.reply, person),
    });
  }
  return rows.length;
}

/** The database's own words (a failed query wraps them), without the query's values. */
const reasonOf = (error: unknown): string => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
};

/**
 * Erases the person of one due request, or does nothing when another process holds it or
 * it was cancelled. A failure rolls everything back and is kept on the request to retry.
 */
export async function eraseRequest(
  deps: EraseDeps,
  requestId: number,
  now: Date,
): Promise<boolean> {
  try {
    const result = await deps.db.transaction(async (tx) => {
      const request = await repo.claim(tx, requestId, now);
      return request ? eraseInTransaction(deps, tx, request, now) : undefined;
    });
    if (!result) return false;
    // Files go only once her records are gone for good; a lost file is no harm.
    for (const name of result.photoNames) {
      await deps.photos
        .remove(name)
        .catch((error: unknown) =>
          deps.log.error({ err: loggableError(error) }, 'erased photo not removed'),
        );
    }
    deps.log.info({ reference: result.reference }, 'account erased');
    return true;
  } catch (error) {
    deps.log.error({ err: loggableError(error), requestId }, 'erasure failed; it will be retried');
    await repo.markFailed(deps.db, requestId, now, reasonOf(error));
    return false;
  }
}

/** Every request due by `now`, each in its own transaction; answers how many were erased. */
export async function eraseDue(deps: EraseDeps, now: Date, limit = 20): Promise<number> {
  let erased = 0;
  for (const id of await repo.dueIds(deps.db, now, limit)) {
    if (await eraseRequest(deps, id, now)) erased += 1;
  }
  return erased;
}
