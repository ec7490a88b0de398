import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import {
  names,
  phoneInTextPattern,
  phoneMatches,
  tenDigits,
  type Person,
} from './erasure-match.ts';

/**
 * Issue 30: who a person is for her rights, written once and used by both her export and
 * her erasure. Her data is what her account holds (every table keyed to her id), plus the
 * records made before she had an account (enquiries, reach-outs, payment requests, public
 * concerns) only through a contact she proved hers with a code sent to it. A phone she
 * typed into her profile proves nothing: anyone can type anyone's number (decision 020).
 */
export interface Identity extends Person {
  /** Her profile phone's ten digits, when she verified that phone; else null. */
  verifiedPhone: string | null;
  /** Her account email (lower case), when she verified it; else null. */
  verifiedEmail: string | null;
  phoneVerifiedAt: Date | null;
  emailVerifiedAt: Date | null;
}

/** Her proofs, one row per contact (a row with only a code waiting proves nothing yet). */
const phoneProof = alias(t.contactVerifications, 'phone_proof');
const emailProof = alias(t.contactVerifications, 'email_proof');

export async function identityOf(db: Executor, userId: number): Promise<Identity | undefined> {
  const [row] = await db
    .select({
      id: t.users.id,
      email: t.users.email,
      role: t.users.role,
      name: sql<
        string | null
      >`coalesce(${t.clients.name}, ${t.nutritionists.name}, ${t.adminProfiles.name})`,
      phone: sql<
        string | null
      >`coalesce(${t.clients.phone}, ${t.nutritionists.phone}, ${t.adminProfiles.phone})`,
      profilePicUrl: sql<
        string | null
      >`coalesce(${t.clients.profilePicUrl}, ${t.nutritionists.profilePicUrl})`,
      phoneProved: phoneProof.verifiedValue,
      phoneProvedAt: phoneProof.verifiedAt,
      emailProved: emailProof.verifiedValue,
      emailProvedAt: emailProof.verifiedAt,
    })
    .from(t.users)
    .leftJoin(t.clients, eq(t.clients.id, t.users.id))
    .leftJoin(t.nutritionists, eq(t.nutritionists.id, t.users.id))
    .leftJoin(t.adminProfiles, eq(t.adminProfiles.id, t.users.id))
    .leftJoin(phoneProof, and(eq(phoneProof.userId, t.users.id), eq(phoneProof.contact, 'phone')))
    .leftJoin(emailProof, and(eq(emailProof.userId, t.users.id), eq(emailProof.contact, 'email')))
    .where(eq(t.users.id, userId));
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

const emailIs = (column: AnyPgColumn, email: string | null): SQL =>
  email ? sql`lower(${column}) = ${email}` : sql`false`;

/** Records before her account, each matched only through a contact she verified. */
export const preAccountRecords = {
  enquiries: (who: Identity) =>
    or(
      emailIs(t.enquiries.email, who.verifiedEmail),
      phoneMatches(t.enquiries.phone, who.verifiedPhone),
    ),
  reachOuts: (who: Identity) => emailIs(t.reachOuts.email, who.verifiedEmail),
  paymentRequests: (who: Identity) => phoneMatches(t.paymentRequests.phone, who.verifiedPhone),
  /** A concern raised signed in is hers by id; one sent from the public form by email. */
  grievances: (who: Identity) =>
    or(eq(t.grievances.userId, who.id), emailIs(t.grievances.email, who.verifiedEmail)),
};

/**
 * Outbox rows about her: sent to her account's email, or naming her name or email (whole
 * words), or, for a verified phone only, sent to it or naming it in any written form (the
 * practice's email about her payment request: "Phone: +91 98123 45678").
 */
export function outboxAbout(who: Identity): SQL {
  const phone = who.verifiedPhone;
  return (
    or(
      sql`lower(${t.outbox.recipient}) = ${who.email.toLowerCase()}`,
      names(t.outbox.subject, who),
      names(t.outbox.body, who),
      ...(phone
        ? [
            phoneMatches(t.outbox.recipient, phone),
            sql`${t.outbox.body} ~ ${phoneInTextPattern(phone)}`,
            sql`${t.outbox.subject} ~ ${phoneInTextPattern(phone)}`,
          ]
        : []),
    ) ?? sql`false`
  );
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
