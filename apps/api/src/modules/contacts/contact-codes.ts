import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { CONTACT_CODE, type ContactKind } from '@nourishwell/shared';

/** Fixed, so one JWT secret always derives the same key, and no other key. */
const HKDF_INFO = 'nourishwell/contact-code/v1';

/** A fresh code: six digits from the system's secure random source. */
export const newCode = () =>
  String(randomInt(0, 10 ** CONTACT_CODE.digits)).padStart(CONTACT_CODE.digits, '0');

/**
 * The stored form of a code: an HMAC over the person, the contact, the value it was sent
 * to and the code, keyed from the server's secret. A copy of the database alone cannot be
 * searched for the code (six digits would fall to a plain hash at once), and a code proves
 * only the one value it was sent to.
 */
export function codeHasher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', HKDF_INFO, 32));
  const hash = (userId: number, contact: ContactKind, value: string, code: string) =>
    createHmac('sha256', key)
      .update(`${userId}\n${contact}\n${value}\n${code}`)
      .digest('base64url');
  return {
    hash,
    matches: (
      stored: string,
      userId: number,
      contact: ContactKind,
      value: string,
      code: string,
    ) => {
      const given = Buffer.from(hash(userId, contact, value, code));
      const kept = Buffer.from(stored);
      return given.length === kept.length && timingSafeEqual(given, kept);
    },
  };
}
