import { and, eq, gt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#api/db/client.ts';
import { appointments, purchases } from '#api/db/schema/index.ts';

/**
 * Expressions the purchases' queries share (issue 34), written once.
 *
 * A purchase's sessions used: her sessions booked, held or missed (a no-show uses its
 * session) on the days it is valid, in the practice's zone.
 */
export const sessionsUsedSql = (zone: string) => sql<number>`(
  select count(*)::int from ${appointments}
  where ${appointments.clientId} = ${purchases.clientId}
    and ${appointments.status} in ('booked', 'completed', 'missed')
    and (${appointments.scheduledAt} at time zone ${zone})::date
        between ${purchases.validFrom} and ${purchases.validUntil})`;

const later = alias(purchases, 'later');

/** Nothing she bought (and kept) starts after this purchase ends: a renewal is still due. */
export const nothingBoughtAfter = (db: Executor) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(later)
      .where(
        and(
          eq(later.clientId, purchases.clientId),
          ne(later.status, 'refunded'),
          gt(later.validFrom, purchases.validUntil),
        ),
      ),
  );

/** Her purchase of a package still awaiting payment: the conditions. */
export const awaitingOf = (clientId: number, packageId: number) =>
  and(
    eq(purchases.clientId, clientId),
    eq(purchases.packageId, packageId),
    eq(purchases.status, 'awaiting_payment'),
  );
