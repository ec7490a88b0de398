import {
  intakeMessages as m,
  isFileAnswer,
  recordFileMessages,
  type IntakeAnswers,
  type IntakeFile,
  type intakeFileFormSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { AppError, badRequest, conflict, notFound } from '#api/lib/errors.ts';
import type { CheckedRecordFile } from '#api/lib/record-file-rules.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import {
  removeRecordFile,
  storeRecordFile,
} from '#api/modules/record-files/record-files.service.ts';
import * as repo from './intake-sends.repository.ts';

/**
 * File questions of an intake form (issue 35): she uploads her file to one question of her
 * own unsigned form, and it is kept (purpose 'intake') with `{ fileId }` as that question's
 * draft answer. A saved or signed answer may only name a file of hers kept this way, so
 * nobody points an answer at another person's file.
 */

interface IntakeFileForm {
  fields: z.output<typeof intakeFileFormSchema>;
  file: CheckedRecordFile | undefined;
}

async function openSend(db: Executor, clientId: number, sendId: number, lock = false) {
  const row = await repo.sendOf(db, clientId, sendId, lock);
  if (!row) throw notFound(m.sendNotFound);
  if (row.completedAt) throw conflict(m.alreadySigned);
  return row;
}

/** POST /me/intake-sends/:sendId/files: whose form it is is checked before the body is read. */
export async function uploadIntakeFile(
  deps: AppDeps,
  actor: Actor,
  sendId: number,
  read: () => Promise<IntakeFileForm>,
): Promise<IntakeFile> {
  const send = await openSend(deps.db, actor.id, sendId);
  const { fields, file } = await read();
  const question = send.sections
    .flatMap((section) => section.questions)
    .find((q) => q.id === fields.questionId);
  if (question?.kind !== 'file') throw badRequest(m.notFileQuestion);
  if (!file) throw badRequest(recordFileMessages.required);
  return deps.db.transaction(async (tx) => {
    // Locked again: she may have signed in another tab while the file was on its way.
    const row = await openSend(tx, actor.id, sendId, true);
    const stored = await storeRecordFile(tx, {
      clientId: actor.id,
      uploadedBy: actor.id,
      purpose: 'intake',
      file,
    });
    const now = deps.clock.now();
    if (!row.openedAt) await repo.markOpened(tx, sendId, now);
    await repo.saveAnswers(
      tx,
      sendId,
      { ...row.answers, [question.id]: { fileId: stored.id } },
      now,
    );
    // The file she replaced goes, unless another form of hers still names it.
    const replaced = row.answers[question.id];
    if (isFileAnswer(replaced) && !(await repo.isFileNamed(tx, actor.id, replaced.fileId)))
      await removeRecordFile(tx, { id: replaced.fileId, clientId: actor.id, purpose: 'intake' });
    await audit(tx, actor, 'create', 'intakeFile', stored.id, {
      after: { sendId, mime: file.mime, size: file.bytes.length },
      subject: actor.id,
    });
    return { fileId: stored.id, fileName: stored.fileName };
  });
}

/** A 400 unless every `{ fileId }` in her answers is an intake file of hers. */
export async function assertOwnFiles(db: Executor, clientId: number, answers: IntakeAnswers) {
  const named = Object.entries(answers).filter(([, value]) => isFileAnswer(value)) as Array<
    [string, { fileId: number }]
  >;
  if (named.length === 0) return;
  const hers = new Set(
    (
      await repo.herIntakeFiles(
        db,
        clientId,
        named.map(([, value]) => value.fileId),
      )
    ).map((file) => file.id),
  );
  const strangers = named.filter(([, value]) => !hers.has(value.fileId));
  if (strangers.length > 0)
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      m.answersInvalid,
      strangers.map(([id]) => ({ path: `answers.${id}`, message: m.fileNotYours })),
    );
}

/** The names of the files her answers name, for her export. */
export async function fileNamesOf(db: Executor, clientId: number, answers: IntakeAnswers[]) {
  const ids = answers.flatMap((one) =>
    Object.values(one).flatMap((value) => (isFileAnswer(value) ? [value.fileId] : [])),
  );
  const files = await repo.herIntakeFiles(db, clientId, [...new Set(ids)]);
  return new Map(files.map((file) => [file.id, file.fileName]));
}
