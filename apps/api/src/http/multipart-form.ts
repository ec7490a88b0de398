import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/lib/errors.ts';
import { PROFILE_PHOTO, photoTooLarge, type PhotoRules } from '#api/lib/photo-rules.ts';
import { assertStorableText } from '#api/lib/unstorable-text.ts';

/**
 * Reads a multipart form: its text fields and the one photo field, if sent. The photo may
 * be as large as its rules allow (the app's own limit is a profile photo's 1 MB).
 */
export async function readPhotoForm(
  request: FastifyRequest,
  photoField: string,
  rules: PhotoRules = PROFILE_PHOTO,
) {
  if (!request.isMultipart())
    throw new AppError(415, 'NOT_MULTIPART', 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes } })) {
      if (part.type === 'file') {
        const buffer = await (part as MultipartFile)
          .toBuffer()
          .catch((error: { code?: string }) => {
            if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge(rules);
            throw error;
          });
        if (part.fieldname === photoField && buffer.length > 0) photo = buffer;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw asMalformedForm(error);
  }
  // These fields arrive after the text guard's hook ran (plugins/text-guard.ts).
  assertStorableText(fields);
  return { fields, photo };
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
