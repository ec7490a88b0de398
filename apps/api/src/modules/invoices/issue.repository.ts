import { and, eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { gstDocuments } from '#api/db/schema/index.ts';

export type DocumentRow = typeof gstDocuments.$inferSelect;
export type NewDocument = typeof gstDocuments.$inferInsert;

export async function insertDocument(db: Executor, values: NewDocument) {
  const [row] = await db
    .insert(gstDocuments)
    .values(values)
    .returning({ id: gstDocuments.id, number: gstDocuments.number });
  return row!;
}

/** A purchase's invoice or credit note. */
export async function documentOfPurchase(
  db: Executor,
  purchaseId: number,
  kind: 'invoice' | 'creditNote',
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(gstDocuments)
    .where(and(eq(gstDocuments.purchaseId, purchaseId), eq(gstDocuments.kind, kind)));
  return row;
}
