import { and, count, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { erasureTexts } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import { PHOTO_PREFIX } from '#api/integrations/photos.ts';
import { names, receiptReference, scrub, type Person } from './erasure-match.ts';
import {
  counterTermsOf,
  identityOf,
  outboxAbout,
  preAccountRecords,
  type Identity,
} from './identity.ts';
import * as repo from './erasure.repository.ts';
import { loggableError } from '#api/lib/loggable-error.ts';

export type EraseDeps = Pick<AppDeps, 'db' | 'log' | 'photos' | 'counters'>;

async function countWhere(tx: Executor, table: PgTable, where: SQL | undefined) {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Her chat with each nutritionist, kept for that nutritionist with her name scrubbed. */
async function keepChat(tx: Executor, person: Person, reference: string): Promise<number> {
  const rows = await tx
    .select({
      senderId: t.messages.senderId,
      receiverId: t.messages.receiverId,
      content: t.messages.content,
      sentAt: t.messages.sentAt,
    })
    .from(t.messages)
    .innerJoin(
      t.users,
      sql`${t.users.id} = case when ${t.messages.senderId} = ${person.id} then ${t.messages.receiverId} else ${t.messages.senderId} end`,
    )
    .where(
      and(
        or(eq(t.messages.senderId, person.id), eq(t.messages.receiverId, person.id)),
        eq(t.users.role, 'nutritionist'),
      ),
    )
    .orderBy(t.messages.sentAt, t.messages.id);
  if (rows.length === 0) return 0;
  await tx.insert(t.erasedMessages).values(
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
  const client = (table: PgTable & { clientId: AnyPgColumn }) =>
    countWhere(tx, table, eq(table.clientId, id));

  const journalPhotos = await tx
    .select({ name: t.journalEntries.photoName })
    .from(t.journalEntries)
    .where(and(eq(t.journalEntries.clientId, id), isNotNull(t.journalEntries.photoName)));
  const photoNames = [
    ...journalPhotos.map((row) => row.name as string),
    ...(person.profilePicUrl?.startsWith(PHOTO_PREFIX)
      ? [person.profilePicUrl.slice(PHOTO_PREFIX.length)]
      : []),
  ];

  const summary: Record<string, number> = {
    assessments: await client(t.assessments),
    goals: await client(t.goals),
    progressEntries: await client(t.progressEntries),
    measurements: await client(t.measurements),
    journalEntries: await client(t.journalEntries),
    waterLogs: await client(t.waterLogs),
    habits: await client(t.habits),
    mealPlanEntries: await client(t.mealPlanEntries),
    appointments: await client(t.appointments),
    ratings: await client(t.ratings),
    messages: await countWhere(
      tx,
      t.messages,
      or(eq(t.messages.senderId, id), eq(t.messages.receiverId, id)),
    ),
    notifications: await countWhere(tx, t.notifications, eq(t.notifications.userId, id)),
    consents: await countWhere(tx, t.consents, eq(t.consents.userId, id)),
    photoFiles: photoNames.length,
  };
  summary.keptChatMessages = await keepChat(tx, person, reference);

  const deleted = async (table: PgTable, where: SQL | undefined) =>
    (
      await tx
        .delete(table)
        .where(where)
        .returning({ one: sql`1` })
    ).length;
  // What she sent before her account, only through a contact she verified (identity.ts).
  summary.enquiries = await deleted(t.enquiries, preAccountRecords.enquiries(person));
  summary.reachOuts = await deleted(t.reachOuts, preAccountRecords.reachOuts(person));
  summary.paymentRequests = await deleted(
    t.paymentRequests,
    preAccountRecords.paymentRequests(person),
  );
  summary.outboxMessages = await deleted(t.outbox, outboxAbout(person));
  summary.staffNotices = await deleted(
    t.notifications,
    and(ne(t.notifications.userId, id), names(t.notifications.text, person)),
  );
  summary.rateLimitCounters = await deps.counters.forget(counterTermsOf(person), tx);
  summary.breachesCounted = await countInBreaches(tx, id);
  summary.grievancesAnonymised = await anonymiseGrievances(tx, person);

  await tx.delete(t.users).where(eq(t.users.id, id));
  await tx.insert(t.erasureReceipts).values({
    reference,
    role: person.role,
    reason: request.reason,
    requestedAt: request.requestedAt,
    erasedAt: now,
    summary,
  });
  // The system erased her: no person acted. The row keeps her number only (decision 020).
  await tx.insert(t.auditLog).values({
    actorId: null,
    actorRole: 'system',
    action: 'delete',
    entity: 'account',
    entityId: id,
    subjectId: id,
    details: { fields: Object.keys(summary).sort() },
  });
  return { reference, summary, photoNames };
}

/**
 * The breach register keeps how many people each incident touched (issue 30): her rows in
 * its lists go with her account, so each of her breaches counts her as one erased person.
 */
async function countInBreaches(tx: Executor, userId: number): Promise<number> {
  const rows = await tx
    .update(t.breaches)
    .set({ erasedAffected: sql`${t.breaches.erasedAffected} + 1` })
    .where(
      sql`${t.breaches.id} in (select ${t.breachAffected.breachId} from ${t.breachAffected} where ${t.breachAffected.userId} = ${userId})`,
    )
    .returning({ id: t.breaches.id });
  return rows.length;
}

/** Her concerns stay on the register with their status; what names her does not. */
async function anonymiseGrievances(tx: Executor, person: Identity): Promise<number> {
  const mine = preAccountRecords.grievances(person);
  const rows = await tx
    .select({ id: t.grievances.id, subject: t.grievances.subject, reply: t.grievances.reply })
    .from(t.grievances)
    .where(mine);
  for (const row of rows) {
    await tx
      .update(t.grievances)
      .set({
        userId: null,
        name: erasureTexts.deletedUser,
        email: 'erased',
        subject: scrub(row.subject, person),
        message: '[erased]',
        reply: row.reply === null ? null : scrub(row.reply, person),
      })
      .where(eq(t.grievances.id, row.id));
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
