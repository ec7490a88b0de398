import { recordFileMessages, type RecordFilePurpose } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { notFound } from '#api/lib/errors.ts';
import type { CheckedRecordFile } from '#api/lib/record-file-rules.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { auditRead } from '#api/modules/audit/audit.repository.ts';
import {
  assertOwnClient,
  assertSelf,
  assertStaffMayReadRecords,
} from '#api/modules/access/client-access.ts';
import * as repo from './record-files.repository.ts';

/** The access log names a file's read by the record it belongs to. */
const recordTypeOf = { labReport: 'labs', intake: 'intake' } as const;

/**
 * Keeps a checked file (lib/record-file-rules.ts: `checkRecordFile`, or the multipart reader
 * `readRecordFileForm`) in the caller's transaction, so the record that names it is written
 * with it or not at all. The caller has already checked who may write about her.
 */
export function storeRecordFile(
  db: Executor,
  entry: {
    clientId: number;
    uploadedBy: number;
    purpose: RecordFilePurpose;
    file: CheckedRecordFile;
  },
) {
  const { file, ...rest } = entry;
  return repo.insertRecordFile(db, {
    ...rest,
    mime: file.mime,
    fileName: file.fileName,
    size: file.bytes.length,
    bytes: file.bytes,
  });
}

/**
 * A file for the client herself or her nutritionist; anyone else, and a nutritionist after
 * she withdrew consent, as if it did not exist (404) or refused (409). The read is logged.
 */
export async function readRecordFile(deps: AppDeps, actor: Actor, fileId: number) {
  const row = await repo.recordFileById(deps.db, fileId);
  if (!row) throw notFound(recordFileMessages.notFound);
  if (actor.role === 'client') assertSelf(actor, row.clientId, recordFileMessages.notFound);
  else await assertOwnClient(deps.db, actor.id, row.clientId, recordFileMessages.notFound);
  const type = recordTypeOf[row.purpose];
  await assertStaffMayReadRecords(deps.db, actor, type, row.clientId);
  await auditRead(deps.db, actor, type, row.clientId);
  return row;
}

export const recordFilesOf = repo.recordFilesOf;

/**
 * A file no record names any more (an intake answer she replaced): it goes, so her record
 * keeps nothing she took back. The caller knows nothing names it, in its transaction.
 */
export const removeRecordFile = repo.deleteRecordFile;
