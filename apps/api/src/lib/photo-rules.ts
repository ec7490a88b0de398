// What a photo may be and what it becomes (type, size, box, re-encoding), before it is
// stored: the HTTP edge checks an upload's size with these rules, the storage keeps the result.
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type ResizeOptions } from 'sharp';
import { JOURNAL_LIMITS, journalMessages, LIMITS } from '@nourishwell/shared';
import { AppError } from './errors.ts';

export const photoMessages = {
  type: 'Only JPG and PNG formats are allowed.',
  size: 'Image must be less than 1MB.',
} as const;

/** What one kind of photo may be and what it becomes: its size limit, messages and box. */
export interface PhotoRules {
  maxBytes: number;
  messages: { type: string; size: string };
  resize: ResizeOptions & { width: number; height: number };
}

/** A profile photo: under 1 MB, cropped to a 512 px square. */
export const PROFILE_PHOTO: PhotoRules = {
  maxBytes: LIMITS.photoMaxBytes,
  messages: photoMessages,
  resize: { width: 512, height: 512, fit: 'cover', withoutEnlargement: true },
};

/** A journal food photo: under 5 MB, its long side at most 1280 px, never cropped. */
export const FOOD_PHOTO: PhotoRules = {
  maxBytes: JOURNAL_LIMITS.photoMaxBytes,
  messages: { type: journalMessages.photoType, size: journalMessages.photoSize },
  resize: { width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true },
};

/** The 413 an upload over its size limit answers. */
export const photoTooLarge = (rules: PhotoRules) =>
  new AppError(413, 'PHOTO_TOO_LARGE', rules.messages.size);

/**
 * Checks an upload by its bytes (not its name or declared type), then re-encodes it:
 * within the rules' box, orientation applied, metadata dropped, as JPEG. Whatever was
 * inside the original file does not survive.
 */
export async function normalisePhoto(
  upload: Buffer,
  rules: PhotoRules = PROFILE_PHOTO,
): Promise<Buffer> {
  if (upload.length >= rules.maxBytes) throw photoTooLarge(rules);
  const type = await fileTypeFromBuffer(upload);
  if (type?.mime !== 'image/jpeg' && type?.mime !== 'image/png') {
    throw new AppError(415, 'PHOTO_TYPE', rules.messages.type);
  }
  try {
    return await sharp(upload, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(rules.resize)
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError(415, 'PHOTO_UNREADABLE', rules.messages.type);
  }
}
