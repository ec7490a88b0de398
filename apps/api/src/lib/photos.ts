import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LIMITS } from '@nourishwell/shared';
import type { PhotoStorage } from '../integrations/storage.ts';
import { AppError } from './errors.ts';

export const photoMessages = {
  type: 'Only JPG and PNG formats are allowed.',
  size: 'Image must be less than 1MB.',
} as const;

/**
 * Checks an upload by its bytes (not its name or declared type), then re-encodes it:
 * at most 512×512, orientation applied, metadata dropped, as JPEG. Whatever was inside
 * the original file does not survive.
 */
export async function normalisePhoto(upload: Buffer): Promise<Buffer> {
  if (upload.length >= LIMITS.photoMaxBytes)
    throw new AppError(413, 'PHOTO_TOO_LARGE', photoMessages.size);
  const type = await fileTypeFromBuffer(upload);
  if (type?.mime !== 'image/jpeg' && type?.mime !== 'image/png') {
    throw new AppError(415, 'PHOTO_TYPE', photoMessages.type);
  }
  try {
    return await sharp(upload, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(512, 512, { fit: 'cover', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError(415, 'PHOTO_UNREADABLE', photoMessages.type);
  }
}

const PHOTO_PREFIX = '/api/files/';

/** Checks and stores a new profile photo; answers the URL to keep on the profile. */
export async function storePhoto(photos: PhotoStorage, upload: Buffer): Promise<string> {
  return `${PHOTO_PREFIX}${await photos.save(await normalisePhoto(upload))}`;
}

/** Removes a photo we stored once the profile points elsewhere (other URLs are left alone). */
export async function discardPhoto(photos: PhotoStorage, url: string | null): Promise<void> {
  if (url?.startsWith(PHOTO_PREFIX)) await photos.remove(url.slice(PHOTO_PREFIX.length));
}
