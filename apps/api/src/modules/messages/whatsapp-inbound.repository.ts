import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { clients, contactVerifications } from '#api/db/schema/index.ts';

/**
 * Clients whose phone ends in these ten digits and who proved that phone hers with a code
 * (decision 020: a typed number proves nothing). A proof holds only the profile's current
 * value (triggers drop it when the phone changes); the caller compares the whole number.
 */
export function clientsWithVerifiedPhone(db: Executor, tenDigits: string) {
  return db
    .select({ id: clients.id, phone: clients.phone, nutritionistId: clients.nutritionistId })
    .from(clients)
    .innerJoin(
      contactVerifications,
      and(
        eq(contactVerifications.userId, clients.id),
        eq(contactVerifications.contact, 'phone'),
        isNotNull(contactVerifications.verifiedAt),
        eq(contactVerifications.verifiedValue, tenDigits),
      ),
    )
    .where(sql`right(regexp_replace(${clients.phone}, '[^0-9]', '', 'g'), 10) = ${tenDigits}`);
}
