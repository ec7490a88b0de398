import { randomInt } from 'node:crypto';
import { erasureTexts } from '@nourishwell/shared';

/** What names her: every text kept elsewhere is searched for these. */
export interface Person {
  id: number;
  email: string;
  role: string;
  name: string | null;
  phone: string | null;
  profilePicUrl: string | null;
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
/** ER- and 8 random capitals: quoted to her and the practice, names no one. */
export const receiptReference = () =>
  `ER-${Array.from({ length: 8 }, () => LETTERS[randomInt(LETTERS.length)]).join('')}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Her full name, each part of it (3 letters or more), her email and her phone (in any
 * written form), as "Deleted user".
 */
export function scrub(text: string, person: Pick<Person, 'email' | 'name' | 'phone'>): string {
  const words = [person.email, person.name, person.phone, ...(person.name?.split(/\s+/) ?? [])]
    .filter((word): word is string => !!word && word.trim().length >= 3)
    .sort((a, b) => b.length - a.length);
  const phone = tenDigits(person.phone);
  const named = words.reduce(
    (out, word) =>
      out.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu'),
        erasureTexts.deletedUser,
      ),
    text,
  );
  return phone
    ? named.replace(new RegExp(phoneInTextPattern(phone), 'g'), erasureTexts.deletedUser)
    : named;
}

/** The last ten digits of a phone number, how every form stores an Indian mobile. */
export const tenDigits = (phone: string | null) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
};

/**
 * Her phone's ten digits in any common written form inside a text: +91 98123 45678,
 * 919812345678, 098123-45678, 98123 45678, (98123) 45678, never inside a longer number.
 * POSIX for PostgreSQL's `~` and JavaScript alike (both take lookbehind).
 */
export function phoneInTextPattern(phone: string): string {
  const digits = [...phone].join('[ ().-]{0,2}');
  return `(?<![0-9])(\\+?91|0)?[ ().-]{0,2}${digits}(?![0-9])`;
}

/**
 * Her full name and her email as whole words (PostgreSQL's \m and \M), for a search in
 * any case. Whole words, so erasing "Ria" leaves a message to "Maria" alone (other
 * people's data stays).
 */
export function wholeWordPatterns(person: Pick<Person, 'email' | 'name'>): string[] {
  return [person.email, person.name]
    .filter((v): v is string => !!v && v.length >= 3)
    .map((term) => `\\m${escapeRegExp(term)}\\M`);
}
