import { and, count, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { erasureTexts } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import type { Identity } from './identity.ts';
import { names, outboxAbout, preAccountRecords } from './identity.repository.ts';

async function countWhere(tx: Executor, table: PgTable, where: SQL | undefined) {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** The stored names of the photos on her journal entries. */
export async function journalPhotoNames(tx: Executor, clientId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: t.journalEntries.photoName })
    .from(t.journalEntries)
    .where(and(eq(t.journalEntries.clientId, clientId), isNotNull(t.journalEntries.photoName)));
  return rows.map((row) => row.name as string);
}

/** How many records of each kind are keyed to her: the deletion of her login takes them. */
export async function recordsKeyedTo(tx: Executor, id: number) {
  const client = (table: PgTable & { clientId: AnyPgColumn }) =>
    countWhere(tx, table, eq(table.clientId, id));
  return {
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
    intakeSends: await client(t.intakeSends),
    labResults: await client(t.labResults),
    labReports: await client(t.labReports),
    sessionNotes: await client(t.sessionNotes),
    outcomeReports: await client(t.outcomeReports),
    recordFiles: await client(t.recordFiles),
    messages: await countWhere(
      tx,
      t.messages,
      or(eq(t.messages.senderId, id), eq(t.messages.receiverId, id)),
    ),
    notifications: await countWhere(tx, t.notifications, eq(t.notifications.userId, id)),
    consents: await countWhere(tx, t.consents, eq(t.consents.userId, id)),
  };
}

/** Her messages with nutritionists (never with anyone else), oldest first. */
export function chatWithNutritionists(tx: Executor, personId: number) {
  return tx
    .select({
      senderId: t.messages.senderId,
      receiverId: t.messages.receiverId,
      content: t.messages.content,
      sentAt: t.messages.sentAt,
    })
    .from(t.messages)
    .innerJoin(
      t.users,
      sql`${t.users.id} = case when ${t.messages.senderId} = ${personId} then ${t.messages.receiverId} else ${t.messages.senderId} end`,
    )
    .where(
      and(
        or(eq(t.messages.senderId, personId), eq(t.messages.receiverId, personId)),
        eq(t.users.role, 'nutritionist'),
      ),
    )
    .orderBy(t.messages.sentAt, t.messages.id);
}

export async function insertErasedMessages(
  tx: Executor,
  rows: (typeof t.erasedMessages.$inferInsert)[],
): Promise<void> {
  await tx.insert(t.erasedMessages).values(rows);
}

async function deleted(tx: Executor, table: PgTable, where: SQL | undefined) {
  return (
    await tx
      .delete(table)
      .where(where)
      .returning({ one: sql`1` })
  ).length;
}

/**
 * Deletes what names her outside her account: what she sent before it, only through a
 * contact she verified (identity.ts), outbox rows about her, and other people's notices
 * naming her. Answers how many of each went.
 */
export async function deleteRecordsNamingHer(tx: Executor, who: Identity) {
  return {
    // Their WhatsApp replies (enquiry_replies) go with them, by the key's cascade.
    enquiries: await deleted(tx, t.enquiries, preAccountRecords.enquiries(who)),
    reachOuts: await deleted(tx, t.reachOuts, preAccountRecords.reachOuts(who)),
    paymentRequests: await deleted(tx, t.paymentRequests, preAccountRecords.paymentRequests(who)),
    outboxMessages: await deleted(tx, t.outbox, outboxAbout(who)),
    staffNotices: await deleted(
      tx,
      t.notifications,
      and(ne(t.notifications.userId, who.id), names(t.notifications.text, who)),
    ),
  };
}

/**
 * The breach register keeps how many people each incident touched (issue 30): her rows in
 * its lists go with her account, so each of her breaches counts her as one erased person.
 */
export async function countInBreaches(tx: Executor, userId: number): Promise<number> {
  const rows = await tx
    .update(t.breaches)
    .set({ erasedAffected: sql`${t.breaches.erasedAffected} + 1` })
    .where(
      sql`${t.breaches.id} in (select ${t.breachAffected.breachId} from ${t.breachAffected} where ${t.breachAffected.userId} = ${userId})`,
    )
    .returning({ id: t.breaches.id });
  return rows.length;
}

/** Her concerns on the register: raised signed in, or from the public form by her email. */
export function grievancesOf(tx: Executor, who: Identity) {
  return tx
    .select({ id: t.grievances.id, subject: t.grievances.subject, reply: t.grievances.reply })
    .from(t.grievances)
    .where(preAccountRecords.grievances(who));
}

/** Keeps a concern on the register without her: `texts` are its subject and reply, scrubbed. */
export async function anonymiseGrievance(
  tx: Executor,
  id: number,
  texts: { subject: string; reply: string | null },
): Promise<void> {
  await tx
    .update(t.grievances)
    .set({
      userId: null,
      name: erasureTexts.deletedUser,
      email: 'erased',
      subject: texts.subject,
      message: '[erased]',
      reply: texts.reply,
    })
    .where(eq(t.grievances.id, id));
}

/** Her login goes; the database's cascades remove every record keyed to her. */
export async function deleteLogin(tx: Executor, id: number): Promise<void> {
  await tx.delete(t.users).where(eq(t.users.id, id));
}

export async function insertReceipt(
  tx: Executor,
  receipt: typeof t.erasureReceipts.$inferInsert,
): Promise<void> {
  await tx.insert(t.erasureReceipts).values(receipt);
}

/**
 * The system erased her: no person acted. The row keeps her number and the kinds of
 * record erased only (decision 020).
 */
export async function auditErasure(tx: Executor, id: number, fields: string[]): Promise<void> {
  await tx.insert(t.auditLog).values({
    actorId: null,
    actorRole: 'system',
    action: 'delete',
    entity: 'account',
    entityId: id,
    subjectId: id,
    details: { fields },
  });
}
