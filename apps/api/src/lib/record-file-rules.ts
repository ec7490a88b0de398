// What a file of a client's record may be, checked by its bytes (never its name or declared
// type): a PDF is kept as it came, a photo of a page is re-encoded like every photo.
import { fileTypeFromBuffer } from 'file-type';
import { RECORD_FILE_LIMITS, recordFileMessages } from '@nourishwell/shared';
import { AppError, badRequest } from './errors.ts';
import { normalisePhoto, type PhotoRules } from './photo-rules.ts';

/** A photographed report: kept large enough for small print, metadata (GPS) dropped. */
export const RECORD_PHOTO: PhotoRules = {
  maxBytes: RECORD_FILE_LIMITS.maxBytes,
  messages: { type: recordFileMessages.type, size: recordFileMessages.size },
  resize: {
    width: RECORD_FILE_LIMITS.photoLongSide,
    height: RECORD_FILE_LIMITS.photoLongSide,
    fit: 'inside',
    withoutEnlargement: true,
  },
};

/** The 413 a record file over 5 MB answers (also when the form parser cuts it off). */
export const recordFileTooLarge = () =>
  new AppError(413, 'FILE_TOO_LARGE', recordFileMessages.size);

export interface CheckedRecordFile {
  mime: 'application/pdf' | 'image/jpeg';
  bytes: Buffer;
  fileName: string;
}

/**
 * The name shown and offered on download: no folders, no control characters, at most 120
 * characters, with the extension of what is stored. It is never used as a path.
 */
export function cleanFileName(name: string, mime: CheckedRecordFile['mime']): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // A lone surrogate half cannot be stored as text.
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, RECORD_FILE_LIMITS.fileNameMax - 4);
  return `${base || 'report'}${mime === 'application/pdf' ? '.pdf' : '.jpg'}`;
}

export async function checkRecordFile(
  upload: Buffer,
  fileName: string,
): Promise<CheckedRecordFile> {
  if (upload.length === 0) throw badRequest(recordFileMessages.required);
  if (upload.length >= RECORD_FILE_LIMITS.maxBytes) throw recordFileTooLarge();
  const type = await fileTypeFromBuffer(upload);
  if (type?.mime === 'application/pdf')
    return { mime: type.mime, bytes: upload, fileName: cleanFileName(fileName, type.mime) };
  if (type?.mime !== 'image/jpeg' && type?.mime !== 'image/png')
    throw new AppError(415, 'FILE_TYPE', recordFileMessages.type);
  const bytes = await normalisePhoto(upload, RECORD_PHOTO);
  return { mime: 'image/jpeg', bytes, fileName: cleanFileName(fileName, 'image/jpeg') };
}
