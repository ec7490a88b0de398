import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { IntakeAnswers } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { consents, intakeFormVersions, intakeSends, recordFiles } from '#api/db/schema/index.ts';

/** Forms sent to clients (issue 35): one row per send, with her answers and signature. */

const sendColumns = {
  id: intakeSends.id,
  clientId: intakeSends.clientId,
  formId: intakeFormVersions.formId,
  title: intakeFormVersions.title,
  version: intakeFormVersions.version,
  intro: intakeFormVersions.intro,
  consentStatement: intakeFormVersions.consentStatement,
  sections: intakeFormVersions.sections,
  sentAt: intakeSends.sentAt,
  openedAt: intakeSends.openedAt,
  savedAt: intakeSends.savedAt,
  completedAt: intakeSends.completedAt,
  remindedAt: intakeSends.remindedAt,
  answers: intakeSends.answers,
  signedName: intakeSends.signedName,
  signedOn: intakeSends.signedOn,
};

const sendsQuery = (db: Executor) =>
  db
    .select(sendColumns)
    .from(intakeSends)
    .innerJoin(intakeFormVersions, eq(intakeFormVersions.id, intakeSends.formVersionId));

/** Her sends (not cancelled), newest first. */
export const sendsOf = (db: Executor, clientId: number) =>
  sendsQuery(db)
    .where(and(eq(intakeSends.clientId, clientId), isNull(intakeSends.cancelledAt)))
    .orderBy(desc(intakeSends.sentAt), desc(intakeSends.id));

export type SendRow = Awaited<ReturnType<typeof sendsOf>>[number];

/** One of her sends; `lock` holds it for a save or a signature. */
export async function sendOf(db: Executor, clientId: number, sendId: number, lock = false) {
  const query = sendsQuery(db).where(
    and(
      eq(intakeSends.id, sendId),
      eq(intakeSends.clientId, clientId),
      isNull(intakeSends.cancelledAt),
    ),
  );
  const [row] = await (lock ? query.for('update', { of: intakeSends }) : query);
  return row;
}

/** Her newest signed send: what the assessment is prefilled from. */
export async function latestCompleted(db: Executor, clientId: number) {
  const [row] = await sendsQuery(db)
    .where(and(eq(intakeSends.clientId, clientId), isNotNull(intakeSends.completedAt)))
    .orderBy(desc(intakeSends.completedAt))
    .limit(1);
  return row;
}

export async function insertSend(
  db: Executor,
  values: { formVersionId: number; clientId: number; sentBy: number | null; sentAt: Date },
) {
  const [row] = await db.insert(intakeSends).values(values).returning({ id: intakeSends.id });
  return row!.id;
}

export const markOpened = (db: Executor, sendId: number, at: Date) =>
  db
    .update(intakeSends)
    .set({ openedAt: at })
    .where(and(eq(intakeSends.id, sendId), isNull(intakeSends.openedAt)));

export const saveAnswers = (db: Executor, sendId: number, answers: IntakeAnswers, at: Date) =>
  db
    .update(intakeSends)
    .set({ answers, savedAt: at, updatedAt: at })
    .where(eq(intakeSends.id, sendId));

/** The signature, with its consent row: the time, her account and the form's version. */
export async function sign(
  db: Executor,
  send: { id: number; clientId: number; formId: number; version: number },
  signature: { answers: IntakeAnswers; name: string; on: string; at: Date; ip: string },
) {
  const [consent] = await db
    .insert(consents)
    .values({
      userId: send.clientId,
      version: `intake-form:${send.formId}:${send.version}`,
      action: 'accept',
      method: 'intake',
      ip: signature.ip,
      createdAt: signature.at,
    })
    .returning({ id: consents.id });
  await db
    .update(intakeSends)
    .set({
      answers: signature.answers,
      savedAt: signature.at,
      completedAt: signature.at,
      signedName: signature.name,
      signedOn: signature.on,
      consentId: consent!.id,
      updatedAt: signature.at,
    })
    .where(eq(intakeSends.id, send.id));
}

/** Sends not completed, not cancelled, not yet reminded, sent at or before `before`. */
export const unansweredSince = (db: Executor, before: Date) =>
  db
    .select({ id: intakeSends.id, clientId: intakeSends.clientId, title: intakeFormVersions.title })
    .from(intakeSends)
    .innerJoin(intakeFormVersions, eq(intakeFormVersions.id, intakeSends.formVersionId))
    .where(
      and(
        isNull(intakeSends.completedAt),
        isNull(intakeSends.cancelledAt),
        isNull(intakeSends.remindedAt),
        lte(intakeSends.sentAt, before),
      ),
    )
    .for('update', { of: intakeSends, skipLocked: true });

/** Claims a send's one reminder: true for the first round to mark it. */
export async function claimReminder(db: Executor, sendId: number, at: Date) {
  const rows = await db
    .update(intakeSends)
    .set({ remindedAt: at })
    .where(and(eq(intakeSends.id, sendId), isNull(intakeSends.remindedAt)))
    .returning({ id: intakeSends.id });
  return rows.length > 0;
}

/** Which of these file ids are her intake files, with their names. */
export const herIntakeFiles = (db: Executor, clientId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: recordFiles.id, fileName: recordFiles.fileName })
        .from(recordFiles)
        .where(
          and(
            inArray(recordFiles.id, ids),
            eq(recordFiles.clientId, clientId),
            eq(recordFiles.purpose, 'intake'),
          ),
        );

/** Whether any form of hers still names this file in its answers (a file may be named twice). */
export async function isFileNamed(db: Executor, clientId: number, fileId: number) {
  const [row] = await db
    .select({ id: intakeSends.id })
    .from(intakeSends)
    .where(
      and(
        eq(intakeSends.clientId, clientId),
        sql`exists (select 1 from jsonb_each(${intakeSends.answers}) a
                    where a.value->>'fileId' = ${String(fileId)})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
