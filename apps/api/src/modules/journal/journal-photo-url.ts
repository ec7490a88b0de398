import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '#api/app-deps.ts';
import { notFound } from '#api/lib/errors.ts';

/**
 * Journal photos are private to the client and her nutritionist, yet an <img> cannot send
 * a bearer header. Whoever may read the journal is given a short-lived URL signed with
 * the server's secret; the file route checks the signature and the expiry, nothing else.
 */
const PHOTO_PATH = '/api/journal-photos/';
/** URLs issued within one half hour are the same, so the browser's cache keeps the photo. */
const ISSUE_STEP_S = 1800;
const LIFETIME_S = 3600;

const signatureOf = (secret: string, name: string, exp: number) =>
  createHmac('sha256', secret).update(`${name}.${exp}`).digest('base64url');

/** The half hour URLs are issued in: answers kept in a cache are kept per period. */
export const photoUrlPeriod = (now: Date) => Math.floor(now.getTime() / 1000 / ISSUE_STEP_S);

/** A URL for the photo, valid for 30 to 60 minutes from now. */
export function signedPhotoUrl(secret: string, name: string, now: Date): string {
  const exp = photoUrlPeriod(now) * ISSUE_STEP_S + LIFETIME_S;
  return `${PHOTO_PATH}${name}?exp=${exp}&sig=${signatureOf(secret, name, exp)}`;
}

/**
 * Checks a URL's signature (in constant time) and expiry; answers the seconds it has left.
 * A wrong or expired one is 404, as if there were no photo.
 */
export function assertSignedPhoto(
  secret: string,
  photo: { name: string; exp: number; sig: string },
  now: Date,
): number {
  const expected = Buffer.from(signatureOf(secret, photo.name, photo.exp));
  const given = Buffer.from(photo.sig);
  const remaining = photo.exp - Math.floor(now.getTime() / 1000);
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || remaining <= 0)
    throw notFound('Not found');
  return remaining;
}

/** A journal photo by a signed URL, with the seconds the URL has left (404 when either fails). */
export async function readSignedPhoto(
  deps: Pick<AppDeps, 'config' | 'clock' | 'photos'>,
  photo: { name: string; exp: number; sig: string },
): Promise<{ photo: Buffer; remaining: number }> {
  const remaining = assertSignedPhoto(deps.config.jwtSecret, photo, deps.clock.now());
  const stored = await deps.photos.read(photo.name);
  if (!stored) throw notFound('Not found');
  return { photo: stored, remaining };
}
