import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { EnquirySource, EnquiryState } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { adminProfiles, enquiries, enquiryReplies, outbox, users } from '#api/db/schema/index.ts';

/** A staff member's name: her profile's, else her login's email. */
const staffName = sql<string | null>`coalesce(${adminProfiles.name}, ${users.email})`;

const enquiryColumns = {
  id: enquiries.id,
  source: enquiries.source,
  name: enquiries.name,
  phone: enquiries.phone,
  email: enquiries.email,
  illness: enquiries.illness,
  message: enquiries.message,
  country: enquiries.country,
  state: enquiries.state,
  language: enquiries.language,
  createdAt: enquiries.createdAt,
  sentAt: enquiries.sentAt,
  handledAt: enquiries.handledAt,
  handledBy: staffName,
  replies: sql<number>`(select count(*)::int from ${enquiryReplies} where ${enquiryReplies.enquiryId} = ${enquiries.id})`,
};

export type EnquiryRow = NonNullable<Awaited<ReturnType<typeof enquiryById>>>;

function enquiriesWith(db: Executor, where: SQL | undefined) {
  return db
    .select(enquiryColumns)
    .from(enquiries)
    .leftJoin(users, eq(users.id, enquiries.handledBy))
    .leftJoin(adminProfiles, eq(adminProfiles.id, enquiries.handledBy))
    .where(where);
}

export interface EnquiryFilter {
  source?: EnquirySource;
  state?: EnquiryState;
}

/** One page of enquiries, newest first, and how many match. */
export async function enquiryPage(
  db: Executor,
  filter: EnquiryFilter,
  limit: number,
  offset: number,
) {
  const where = and(
    filter.source ? eq(enquiries.source, filter.source) : undefined,
    filter.state === 'open' ? isNull(enquiries.handledAt) : undefined,
    filter.state === 'handled' ? isNotNull(enquiries.handledAt) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    enquiriesWith(db, where)
      // Newest first by when it was received: WhatsApp's own time where it gave one, as
      // the list shows it (a late delivery of the webhook takes its place).
      .orderBy(desc(sql`coalesce(${enquiries.sentAt}, ${enquiries.createdAt})`), desc(enquiries.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(enquiries).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function enquiryById(db: Executor, id: number) {
  const [row] = await enquiriesWith(db, eq(enquiries.id, id));
  return row;
}

/** Marks it handled by `by` now, or open again (`by` null); the stamp is the database's. */
export async function setHandled(db: Executor, id: number, by: number | null): Promise<void> {
  await db
    .update(enquiries)
    .set(
      by === null ? { handledAt: null, handledBy: null } : { handledAt: sql`now()`, handledBy: by },
    )
    .where(eq(enquiries.id, id));
}

export async function insertReply(db: Executor, reply: typeof enquiryReplies.$inferInsert) {
  const [row] = await db.insert(enquiryReplies).values(reply).returning({ id: enquiryReplies.id });
  return row!;
}

/** A thread shows this many of the number's messages, and of the replies, the latest. */
const THREAD_MAX = 200;

/** What a number sent the practice as WhatsApp enquiries, latest first. */
export function messagesFrom(db: Executor, phone: string) {
  return db
    .select({ text: enquiries.message, at: enquiries.sentAt })
    .from(enquiries)
    .where(and(eq(enquiries.source, 'whatsapp'), eq(enquiries.phone, phone)))
    .orderBy(desc(enquiries.sentAt), desc(enquiries.id))
    .limit(THREAD_MAX);
}

/** The practice's replies to a number's enquiries, latest first, with what became of each. */
export function repliesTo(db: Executor, phone: string) {
  return db
    .select({
      text: enquiryReplies.body,
      at: enquiryReplies.createdAt,
      by: staffName,
      status: outbox.status,
      delivery: outbox.deliveryStatus,
    })
    .from(enquiryReplies)
    .innerJoin(enquiries, eq(enquiries.id, enquiryReplies.enquiryId))
    .leftJoin(outbox, eq(outbox.id, enquiryReplies.outboxId))
    .leftJoin(users, eq(users.id, enquiryReplies.authorId))
    .leftJoin(adminProfiles, eq(adminProfiles.id, enquiryReplies.authorId))
    .where(and(eq(enquiries.source, 'whatsapp'), eq(enquiries.phone, phone)))
    .orderBy(desc(enquiryReplies.createdAt), desc(enquiryReplies.id))
    .limit(THREAD_MAX);
}
