import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#api/db/client.ts';
import { gstDocuments } from '#api/db/schema/index.ts';

const invoice = alias(gstDocuments, 'invoice');

/** The documents issued in a month ('2026-11') in the practice's zone, in number order. */
export function documentsInMonth(db: Executor, month: string, zone: string) {
  return db
    .select({
      id: gstDocuments.id,
      kind: gstDocuments.kind,
      number: gstDocuments.number,
      issuedAt: gstDocuments.issuedAt,
      purchaseId: gstDocuments.purchaseId,
      clientName: gstDocuments.clientName,
      billOfSupply: gstDocuments.billOfSupply,
      refersToId: gstDocuments.refersToId,
      refersToNumber: invoice.number,
      placeOfSupply: gstDocuments.placeOfSupply,
      taxablePaise: gstDocuments.taxablePaise,
      gstRate: gstDocuments.gstRate,
      cgstPaise: gstDocuments.cgstPaise,
      sgstPaise: gstDocuments.sgstPaise,
      igstPaise: gstDocuments.igstPaise,
      totalPaise: gstDocuments.totalPaise,
    })
    .from(gstDocuments)
    .leftJoin(invoice, eq(invoice.id, gstDocuments.refersToId))
    .where(sql`to_char(${gstDocuments.issuedAt} at time zone ${zone}, 'YYYY-MM') = ${month}`)
    .orderBy(asc(gstDocuments.kind), asc(gstDocuments.number));
}

export type MonthDocument = Awaited<ReturnType<typeof documentsInMonth>>[number];
