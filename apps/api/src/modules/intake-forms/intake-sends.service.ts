import {
  answerText,
  intakeAnswerIssues,
  intakeMessages as m,
  sameName,
  storedAnswers,
  type IntakeAnswers,
  type IntakePrefill,
  type IntakeSend,
  type IntakeSendSummary,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { isoDateFromToday } from '#api/lib/dates.ts';
import { AppError, conflict, notFound } from '#api/lib/errors.ts';
import { assertMayWriteAbout, assertOwnClient } from '#api/modules/access/client-access.ts';
import { systemActor, type Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import { assertOwnFiles, fileNamesOf } from './intake-files.service.ts';
import { queueIntakeLink } from './intake-messages.ts';
import { visibleForm } from './intake-forms.service.ts';
import { clientMessageContact } from '#api/modules/notifications/client-contact.ts';
import * as repo from './intake-sends.repository.ts';

/**
 * Forms sent to a client (issue 35): her nutritionist sends one; she opens it, saves as she
 * goes and signs it once (her typed name, today, and a consent row naming the form's
 * version); her nutritionist reads the answers. Anyone else gets 404.
 */

const iso = (at: Date | null) => at?.toISOString() ?? null;

export const toSummary = (row: repo.SendRow): IntakeSendSummary => ({
  id: row.id,
  formId: row.formId,
  title: row.title,
  version: row.version,
  status: row.completedAt ? 'completed' : row.openedAt ? 'opened' : 'sent',
  sentAt: row.sentAt.toISOString(),
  openedAt: iso(row.openedAt),
  savedAt: iso(row.savedAt),
  completedAt: iso(row.completedAt),
  remindedAt: iso(row.remindedAt),
});

export const toSend = (row: repo.SendRow): IntakeSend => ({
  ...toSummary(row),
  intro: row.intro,
  consentStatement: row.consentStatement,
  sections: row.sections,
  answers: row.answers,
  signedName: row.signedName,
  signedOn: row.signedOn,
});

async function sendOrNotFound(db: Executor, clientId: number, sendId: number, lock = false) {
  const row = await repo.sendOf(db, clientId, sendId, lock);
  if (!row) throw notFound(m.sendNotFound);
  return row;
}

/** A 400 whose details name each question and what is wrong with its answer. */
function assertAnswers(row: repo.SendRow, answers: IntakeAnswers, complete: boolean) {
  const issues = intakeAnswerIssues(row.sections, answers, complete);
  if (issues.length > 0)
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      m.answersInvalid,
      issues.map((issue) => ({ path: `answers.${issue.questionId}`, message: issue.problem })),
    );
}

export async function clientSends(deps: AppDeps, actor: Actor, clientId: number) {
  await assertOwnClient(deps.db, actor.id, clientId);
  return (await repo.sendsOf(deps.db, clientId)).map(toSummary);
}

export async function clientSend(deps: AppDeps, actor: Actor, clientId: number, sendId: number) {
  await assertOwnClient(deps.db, actor.id, clientId);
  return toSend(await sendOrNotFound(deps.db, clientId, sendId));
}

/** Sends a form's newest version to a client of hers and queues the link to it. */
export async function sendForm(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
  formId: number,
): Promise<IntakeSendSummary> {
  await assertMayWriteAbout(deps.db, actor.id, clientId);
  return deps.db.transaction(async (tx) => {
    const form = await visibleForm(tx, actor, formId);
    if (form.retiredAt) throw conflict(m.formRetired);
    const id = await repo.insertSend(tx, {
      formVersionId: form.versionId,
      clientId,
      sentBy: actor.id,
      sentAt: deps.clock.now(),
    });
    await audit(tx, actor, 'create', 'intakeSend', id, { after: { formId }, subject: clientId });
    await queueIntakeLink(deps, tx, { id, clientId, title: form.title }, 'sent');
    deps.outbox.kick();
    return toSummary((await repo.sendOf(tx, clientId, id))!);
  });
}

/**
 * A form sent by a practice rule, not a person (the weekly check-in, issue 36), in the
 * caller's transaction: its send, named as her nutritionist's, and the audit row of the
 * system. The caller writes the link message. Answers the send's id.
 */
export async function sendFormByRule(
  tx: Executor,
  form: { id: number; versionId: number },
  to: { clientId: number; nutritionistId: number | null },
  at: Date,
): Promise<number> {
  const id = await repo.insertSend(tx, {
    formVersionId: form.versionId,
    clientId: to.clientId,
    sentBy: to.nutritionistId,
    sentAt: at,
  });
  await audit(tx, systemActor, 'create', 'intakeSend', id, {
    after: { formId: form.id },
    subject: to.clientId,
  });
  return id;
}

export const mySends = async (deps: AppDeps, actor: Actor) =>
  (await repo.sendsOf(deps.db, actor.id)).map(toSummary);

/** Her form; the first read marks it opened, which her nutritionist sees. */
export async function mySend(deps: AppDeps, actor: Actor, sendId: number): Promise<IntakeSend> {
  const row = await sendOrNotFound(deps.db, actor.id, sendId);
  if (row.openedAt) return toSend(row);
  await repo.markOpened(deps.db, sendId, deps.clock.now());
  return toSend((await repo.sendOf(deps.db, actor.id, sendId))!);
}

/** Save and continue later: each given answer must fit its question; none is required yet. */
export async function saveMyAnswers(
  deps: AppDeps,
  actor: Actor,
  sendId: number,
  answers: IntakeAnswers,
): Promise<IntakeSend> {
  return deps.db.transaction(async (tx) => {
    const row = await sendOrNotFound(tx, actor.id, sendId, true);
    if (row.completedAt) throw conflict(m.alreadySigned);
    assertAnswers(row, answers, false);
    await assertOwnFiles(tx, actor.id, answers);
    const now = deps.clock.now();
    if (!row.openedAt) await repo.markOpened(tx, sendId, now);
    await repo.saveAnswers(tx, sendId, storedAnswers(answers), now);
    return toSend((await repo.sendOf(tx, actor.id, sendId))!);
  });
}

/**
 * Signs her form, once: every required answer, her full name as her account has it (case
 * and spaces aside), today's date, and an 'intake' consent row naming the form's version —
 * her account's consent version is not changed by it.
 */
export async function signMySend(
  deps: AppDeps,
  actor: Actor,
  sendId: number,
  input: { answers: IntakeAnswers; fullName: string },
): Promise<IntakeSend> {
  return deps.db.transaction(async (tx) => {
    const row = await sendOrNotFound(tx, actor.id, sendId, true);
    if (row.completedAt) throw conflict(m.alreadySigned);
    assertAnswers(row, input.answers, true);
    await assertOwnFiles(tx, actor.id, input.answers);
    const her = await clientMessageContact(tx, actor.id);
    if (!her || !sameName(her.name, input.fullName))
      throw new AppError(400, 'VALIDATION_FAILED', m.nameMismatch, [
        { path: 'fullName', message: m.nameMismatch },
      ]);
    const at = deps.clock.now();
    await repo.sign(tx, row, {
      answers: storedAnswers(input.answers),
      name: input.fullName.trim(),
      on: isoDateFromToday(deps.config.defaultTimeZone, 0, at),
      at,
      ip: actor.ip,
    });
    await audit(tx, actor, 'update', 'intakeSend', sendId, {
      after: { signed: true },
      subject: actor.id,
    });
    return toSend((await repo.sendOf(tx, actor.id, sendId))!);
  });
}

/** What her newest signed intake says for each assessment field a question fills. */
export async function prefill(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
): Promise<IntakePrefill> {
  await assertOwnClient(deps.db, actor.id, clientId);
  const row = await repo.latestCompleted(deps.db, clientId);
  if (!row?.completedAt) return null;
  const fields: Record<string, string> = {};
  for (const q of row.sections.flatMap((section) => section.questions)) {
    const value = row.answers[q.id];
    if (!q.assessmentField || value === undefined || value === null) continue;
    const text = typeof value === 'number' ? String(value) : answerText(q, value);
    if (text && fields[q.assessmentField] === undefined) fields[q.assessmentField] = text;
  }
  return { sendId: row.id, title: row.title, completedAt: row.completedAt.toISOString(), fields };
}

/** Her data export's intake part (privacy-data): every form sent to her, with what she signed. */
export async function intakeRecordsOf(db: Executor, clientId: number) {
  const rows = await repo.sendsOf(db, clientId);
  const fileNames = await fileNamesOf(
    db,
    clientId,
    rows.map((row) => row.answers),
  );
  return rows.map((row) => ({
    title: row.title,
    version: row.version,
    sentAt: row.sentAt.toISOString(),
    openedAt: iso(row.openedAt),
    completedAt: iso(row.completedAt),
    answers: Object.fromEntries(
      row.sections
        .flatMap((section) => section.questions)
        .filter((q) => row.answers[q.id] !== undefined)
        .map((q) => [q.label, answerText(q, row.answers[q.id], fileNames)]),
    ),
    signature: row.signedName ? { name: row.signedName, date: row.signedOn } : null,
  }));
}
