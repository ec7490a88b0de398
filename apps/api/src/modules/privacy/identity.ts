import type { Locale } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { tenDigits, type Person } from './erasure-match.ts';
import * as repo from './identity.repository.ts';

/**
 * Issue 30: who a person is for her rights, written once and used by both her export and
 * her erasure. Her data is what her account holds (every table keyed to her id), plus the
 * records made before she had an account (enquiries, reach-outs, payment requests, public
 * concerns) only through a contact she proved hers with a code sent to it. A phone she
 * typed into her profile proves nothing: anyone can type anyone's number (decision 020).
 */
export interface Identity extends Person {
  /** Her account's language: the codes a contact check sends her are written in it. */
  language: Locale;
  /** Her profile phone's ten digits, when she verified that phone; else null. */
  verifiedPhone: string | null;
  /** Her account email (lower case), when she verified it; else null. */
  verifiedEmail: string | null;
  phoneVerifiedAt: Date | null;
  emailVerifiedAt: Date | null;
}

export async function identityOf(db: Executor, userId: number): Promise<Identity | undefined> {
  const row = await repo.identityRow(db, userId);
  if (!row) return undefined;
  const { phoneProved, phoneProvedAt, emailProved, emailProvedAt, ...person } = row;
  // A proof counts only for the value her profile holds now (the triggers also drop it
  // when the value changes; this keeps the rule true whatever wrote the row).
  const phone = tenDigits(person.phone);
  const phoneHolds = phone !== null && phoneProvedAt !== null && phoneProved === phone;
  const emailHolds = emailProvedAt !== null && emailProved === person.email.toLowerCase();
  return {
    ...person,
    verifiedPhone: phoneHolds ? phone : null,
    phoneVerifiedAt: phoneHolds ? phoneProvedAt : null,
    verifiedEmail: emailHolds ? emailProved : null,
    emailVerifiedAt: emailHolds ? emailProvedAt : null,
  };
}

/**
 * What a rate-limit key may hold of her: her email and her profile phone, verified or
 * not. A counter is throw-away state (a window of minutes), so forgetting one that was
 * someone else's only resets a limit; keeping hers would keep her phone.
 */
export function counterTermsOf(who: Identity): string[] {
  const phone = tenDigits(who.phone);
  return [who.email.toLowerCase(), ...(phone ? [phone] : [])];
}

/** For her export: what she sent before her account, through the same rule as her erasure. */
export function preAccountRecordsOf(db: Executor, who: Identity) {
  return repo.preAccountRecordsOf(db, who);
}
