import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { photoMessages } from './photos.ts';
import { assertStorableText } from './unstorable-text.ts';

/** Reads a multipart form: its text fields and the one photo field, if sent. */
export async function readPhotoForm(request: FastifyRequest, photoField: string) {
  if (!request.isMultipart())
    throw new AppError(415, 'NOT_MULTIPART', 'Send the profile as multipart/form-data.');
  const fields: Record<string, string> = {};
  let photo: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await (part as MultipartFile).toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'PHOTO_TOO_LARGE', photoMessages.size);
        throw error;
      });
      if (part.fieldname === photoField && buffer.length > 0) photo = buffer;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  // These fields arrive after the text guard's hook ran (plugins/text-guard.ts).
  assertStorableText(fields);
  return { fields, photo };
}
