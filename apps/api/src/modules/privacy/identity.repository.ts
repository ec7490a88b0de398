import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import { phoneInTextPattern, wholeWordPatterns, type Person } from './erasure-match.ts';
import type { Identity } from './identity.ts';

/** Her proofs, one row per contact (a row with only a code waiting proves nothing yet). */
const phoneProof = alias(t.contactVerifications, 'phone_proof');
const emailProof = alias(t.contactVerifications, 'email_proof');

/** Her account, her profile's name, phone and photo, and her proofs as stored. */
export async function identityRow(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: t.users.id,
      email: t.users.email,
      role: t.users.role,
      // Her language, for the code a contact check sends her (issue 33).
      language: t.users.language,
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
  return row;
}

/** A column holding a phone whose last ten digits are `phone` (false without one). */
export const phoneMatches = (column: SQL | AnyPgColumn, phone: string | null) =>
  phone ? sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10) = ${phone}` : sql`false`;

/** A text column that names her: her full name or email as whole words, any case. */
export function names(column: AnyPgColumn, person: Person): SQL {
  return (
    or(...wholeWordPatterns(person).map((pattern) => sql`${column} ~* ${pattern}`)) ?? sql`false`
  );
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
 * What she sent before she had an account, matched through the contacts she verified
 * only (the same rule her erasure uses), and her verifications themselves.
 */
export async function preAccountRecordsOf(db: Executor, who: Identity) {
  return {
    contactVerifications: await db
      .select({
        contact: t.contactVerifications.contact,
        verifiedValue: t.contactVerifications.verifiedValue,
        verifiedAt: t.contactVerifications.verifiedAt,
      })
      .from(t.contactVerifications)
      .where(eq(t.contactVerifications.userId, who.id)),
    enquiries: await db.select().from(t.enquiries).where(preAccountRecords.enquiries(who)),
    // The practice's WhatsApp replies to them (issue 36): they go with the enquiry.
    enquiryReplies: await db
      .select({
        enquiryId: t.enquiryReplies.enquiryId,
        body: t.enquiryReplies.body,
        createdAt: t.enquiryReplies.createdAt,
      })
      .from(t.enquiryReplies)
      .innerJoin(t.enquiries, eq(t.enquiries.id, t.enquiryReplies.enquiryId))
      .where(preAccountRecords.enquiries(who)),
    reachOuts: await db.select().from(t.reachOuts).where(preAccountRecords.reachOuts(who)),
    paymentRequests: await db
      .select()
      .from(t.paymentRequests)
      .where(preAccountRecords.paymentRequests(who)),
  };
}

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
