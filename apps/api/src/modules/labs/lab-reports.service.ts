import {
  labMessages,
  recordFileMessages,
  type LabReport,
  type labReportFormSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { isoDateFromToday } from '#api/lib/dates.ts';
import { badRequest } from '#api/lib/errors.ts';
import type { CheckedRecordFile } from '#api/lib/record-file-rules.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import { assertClientConsents, assertSelf } from '#api/modules/access/client-access.ts';
import { storeRecordFile } from '#api/modules/record-files/record-files.service.ts';
import * as repo from './labs.repository.ts';
import { toReport } from './lab-shapes.ts';

interface ReportForm {
  fields: z.output<typeof labReportFormSchema>;
  file: CheckedRecordFile | undefined;
}

/**
 * POST /clients/:clientId/lab-reports: she sends a report of her own (a PDF kept as it is,
 * a photo re-encoded), awaiting her nutritionist's reading. Whose it is is checked before
 * the form is read; the file and the report are stored together or not at all.
 */
export async function uploadLabReport(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
  read: () => Promise<ReportForm>,
): Promise<LabReport> {
  assertSelf(actor, clientId);
  await assertClientConsents(deps.db, clientId);
  const { fields, file } = await read();
  if (!file) throw badRequest(recordFileMessages.required);
  const today = isoDateFromToday(deps.config.defaultTimeZone, 0, deps.clock.now());
  if (fields.takenOn && fields.takenOn > today) throw badRequest(labMessages.dateInFuture);
  return deps.db.transaction(async (tx) => {
    const stored = await storeRecordFile(tx, {
      clientId,
      uploadedBy: actor.id,
      purpose: 'labReport',
      file,
    });
    const [report] = await repo.insertReport(tx, {
      clientId,
      fileId: stored.id,
      uploadedBy: actor.id,
      takenOn: fields.takenOn ?? null,
      note: fields.note,
    });
    await audit(tx, actor, 'create', 'labReport', report!.id, {
      after: { fileId: stored.id, mime: file.mime, size: file.bytes.length },
      subject: clientId,
    });
    const saved = await repo.findReport(tx, clientId, report!.id);
    return toReport(saved!);
  });
}
