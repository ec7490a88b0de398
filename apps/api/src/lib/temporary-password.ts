import { randomInt } from 'node:crypto';

// No look-alike characters (0/O, 1/l/I): it is read off a screen and typed once.
const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A 12-character temporary password (about 70 bits), replaced at first sign-in
 * (docs/product.md, "Temporary passwords").
 */
export function temporaryPassword(length = 12): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}
