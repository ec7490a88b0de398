import { normalisePhoto } from '#api/lib/photo-rules.ts';
import type { PhotoStorage } from './storage.ts';

export const PHOTO_PREFIX = '/api/files/';

/** Checks and stores a new profile photo; answers the URL to keep on the profile. */
export async function storePhoto(photos: PhotoStorage, upload: Buffer): Promise<string> {
  return `${PHOTO_PREFIX}${await photos.save(await normalisePhoto(upload))}`;
}

/** Removes a photo we stored once the profile points elsewhere (other URLs are left alone). */
export async function discardPhoto(photos: PhotoStorage, url: string | null): Promise<void> {
  if (url?.startsWith(PHOTO_PREFIX)) await photos.remove(url.slice(PHOTO_PREFIX.length));
}
