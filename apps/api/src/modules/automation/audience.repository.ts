import { and, eq, exists, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_CONTACT_PREFERENCES as D } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import {
  clients,
  contactPreferences as cp,
  outbox,
  purchases,
  users,
} from '#api/db/schema/index.ts';

const running = alias(purchases, 'running');

/**
 * Every client an automatic message may be for, in one query (issue 36): she has a
 * nutritionist and has not withdrawn consent; with her channels and quiet hours (the
 * defaults when she saved none), and whether her packages have all ended by `today` (the
 * practice's date): she bought one, and none runs today. A client who never bought one
 * is not "ended" — a practice may not sell packages at all.
 */
export function audienceOf(db: Executor, today: string) {
  return db
    .select({
      clientId: clients.id,
      nutritionistId: clients.nutritionistId,
      name: clients.name,
      phone: clients.phone,
      email: users.email,
      language: users.language,
      devanagariDigits: users.devanagariDigits,
      joinedAt: clients.createdAt,
      allowWhatsapp: sql<boolean>`coalesce(${cp.whatsapp}, ${D.whatsapp})`,
      allowSms: sql<boolean>`coalesce(${cp.sms}, ${D.sms})`,
      allowEmail: sql<boolean>`coalesce(${cp.email}, ${D.email})`,
      quietFrom: sql<string>`coalesce(${cp.quietFrom}, ${D.quietFrom})`,
      quietUntil: sql<string>`coalesce(${cp.quietUntil}, ${D.quietUntil})`,
      timeZone: cp.timeZone,
      checkInDay: sql<number>`coalesce(${cp.checkInDay}, ${D.checkInDay})`,
      packageEnded: sql<boolean>`(${exists(
        db
          .select({ one: sql`1` })
          .from(purchases)
          .where(and(eq(purchases.clientId, clients.id), eq(purchases.status, 'active'))),
      )} and ${notExists(
        db
          .select({ one: sql`1` })
          .from(running)
          .where(
            and(
              eq(running.clientId, clients.id),
              eq(running.status, 'active'),
              sql`${running.validUntil} >= ${today}::date`,
            ),
          ),
      )})`,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.id))
    .leftJoin(cp, eq(cp.clientId, clients.id))
    .where(and(isNotNull(clients.nutritionistId), isNull(users.consentWithdrawnAt)));
}

export type AudienceRow = Awaited<ReturnType<typeof audienceOf>>[number];

/** Which of these once-keys the outbox holds already: those messages went (or wait). */
export async function takenKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: outbox.dedupeKey })
    .from(outbox)
    .where(inArray(outbox.dedupeKey, keys));
  return new Set(rows.map((row) => row.key ?? ''));
}
