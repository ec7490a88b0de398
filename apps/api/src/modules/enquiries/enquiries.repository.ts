import type { Executor } from '#api/db/client.ts';
import { enquiries, paymentRequests, reachOuts } from '#api/db/schema/index.ts';

export async function insertEnquiry(db: Executor, enquiry: typeof enquiries.$inferInsert) {
  const [row] = await db.insert(enquiries).values(enquiry).returning({ id: enquiries.id });
  return row;
}

export async function insertReachOut(db: Executor, reachOut: typeof reachOuts.$inferInsert) {
  const [row] = await db.insert(reachOuts).values(reachOut).returning({ id: reachOuts.id });
  return row;
}

export async function insertPaymentRequest(
  db: Executor,
  payment: typeof paymentRequests.$inferInsert,
) {
  const [row] = await db
    .insert(paymentRequests)
    .values(payment)
    .returning({ id: paymentRequests.id, reference: paymentRequests.reference });
  return row;
}

/** A WhatsApp enquiry; its wamid is unique, so a repeated delivery stores nothing (undefined). */
export async function insertEnquiryOnce(db: Executor, enquiry: typeof enquiries.$inferInsert) {
  const [row] = await db
    .insert(enquiries)
    .values(enquiry)
    .onConflictDoNothing()
    .returning({ id: enquiries.id });
  return row;
}
