import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#api/db/client.ts';
import { gstDocuments, purchases, users } from '#api/db/schema/index.ts';
import type { InvoiceView } from './invoice-view.ts';

// A credit note's invoice: the same table, joined by `refers_to_id`.
const invoice = alias(gstDocuments, 'invoice');

/** An issued invoice or credit note as its PDF prints it; undefined when there is none. */
export async function findDocument(db: Executor, id: number): Promise<InvoiceView | undefined> {
  const [row] = await db
    .select({
      document: gstDocuments,
      refersTo: { number: invoice.number, issuedAt: invoice.issuedAt },
    })
    .from(gstDocuments)
    .leftJoin(invoice, eq(invoice.id, gstDocuments.refersToId))
    .where(eq(gstDocuments.id, id))
    .limit(1);
  if (!row) return undefined;
  const { document: d, refersTo } = row;
  return {
    id: d.id,
    kind: d.kind,
    number: d.number,
    issuedAt: d.issuedAt,
    billOfSupply: d.billOfSupply,
    practice: {
      name: d.practiceName,
      address: d.practiceAddress,
      stateCode: d.practiceState,
      gstin: d.practiceGstin,
    },
    client: { name: d.clientName, address: d.clientAddress },
    placeOfSupply: d.placeOfSupply,
    refersTo: refersTo?.number && refersTo.issuedAt ? refersTo : null,
    reason: d.reason,
    line: {
      description: d.description,
      sacCode: d.sacCode,
      taxablePaise: d.taxablePaise,
      gstRate: d.gstRate,
      cgstPaise: d.cgstPaise,
      sgstPaise: d.sgstPaise,
      igstPaise: d.igstPaise,
    },
    totalPaise: d.totalPaise,
  };
}

/** Whose document it is (the purchase's client; null once she is erased) and her language. */
export async function documentHolder(db: Executor, id: number) {
  const [row] = await db
    .select({ clientId: purchases.clientId, language: users.language })
    .from(gstDocuments)
    .innerJoin(purchases, eq(purchases.id, gstDocuments.purchaseId))
    .leftJoin(users, eq(users.id, purchases.clientId))
    .where(eq(gstDocuments.id, id));
  return row;
}
