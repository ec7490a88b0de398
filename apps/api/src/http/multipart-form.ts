import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/lib/errors.ts';
import { PROFILE_PHOTO, photoTooLarge, type PhotoRules } from '#api/lib/photo-rules.ts';
import {
  checkRecordFile,
  recordFileTooLarge,
  type CheckedRecordFile,
} from '#api/lib/record-file-rules.ts';
import { RECORD_FILE_LIMITS } from '@nourishwell/shared';
import { assertStorableText } from '#api/lib/unstorable-text.ts';

/** One uploaded file: its bytes and the name her device gave it. */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

/**
 * Reads a multipart form: its text fields and the one file field, if sent. The file may be
 * as large as `maxBytes` (the app's own limit is a profile photo's 1 MB); a larger one is
 * cut off by the parser and answered with `tooLarge`.
 */
export async function readFileForm(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
  tooLarge: () => AppError,
) {
  if (!request.isMultipart())
    throw new AppError(415, 'NOT_MULTIPART', 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const upload = part as MultipartFile;
        const bytes = await upload.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw error;
        });
        if (part.fieldname === fileField && bytes.length > 0)
          file = { bytes, fileName: upload.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw asMalformedForm(error);
  }
  // These fields arrive after the text guard's hook ran (plugins/text-guard.ts).
  assertStorableText(fields);
  return { fields, file };
}

/** A multipart form with one photo under its rules (profile, journal). */
export async function readPhotoForm(
  request: FastifyRequest,
  photoField: string,
  rules: PhotoRules = PROFILE_PHOTO,
) {
  const { fields, file } = await readFileForm(request, photoField, rules.maxBytes, () =>
    photoTooLarge(rules),
  );
  return { fields, photo: file?.bytes };
}

/**
 * A multipart form with one file of a client's record (a lab report, an intake file): its
 * bytes checked and a photo re-encoded before any transaction opens.
 */
export async function readRecordFileForm(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, string>; file: CheckedRecordFile | undefined }> {
  const { fields, file } = await readFileForm(
    request,
    fileField,
    RECORD_FILE_LIMITS.maxBytes,
    recordFileTooLarge,
  );
  return { fields, file: file && (await checkRecordFile(file.bytes, file.fileName)) };
}

/**
 * The form parser throws plain errors for a body it cannot read (no boundary, cut off);
 * those are the sender's mistake. Errors that carry a status keep it.
 */
function asMalformedForm(error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode) return error;
  return new AppError(
    400,
    'MALFORMED_MULTIPART',
    'The form could not be read. Send it as multipart/form-data with its boundary.',
  );
}
