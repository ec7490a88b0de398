import { taxOn, withinState, type BillingSettings, type GstRate } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { nextDocumentNumber } from './document-number.ts';
import { documentOfPurchase, insertDocument } from './issue.repository.ts';

/**
 * Issuing GST documents (issue 34, decision 030). Each is issued inside the transaction that
 * records the payment or the refund, its number taken in that transaction, and copies every
 * figure and name it prints: the practice's details, her name and address, the package as
 * sold. One invoice and at most one credit note per purchase (a unique key).
 */

export interface SoldPurchase {
  id: number;
  packageName: string;
  sacCode: string;
  taxablePaise: number;
  gstRate: number;
  placeOfSupply: string | null;
  validFrom: string;
  validUntil: string;
}

/** What a purchase costs her: its taxes for her place of supply (none on a bill of supply). */
export function priceOf(
  taxablePaise: number,
  rate: number,
  practice: Pick<BillingSettings, 'stateCode' | 'gstin'>,
  placeOfSupply: string | null,
) {
  const effective = (practice.gstin ? rate : 0) as GstRate;
  return {
    gstRate: effective,
    ...taxOn(taxablePaise, effective, {
      withinState: withinState(practice.stateCode, placeOfSupply),
    }),
  };
}

export async function issueInvoice(
  tx: Executor,
  purchase: SoldPurchase,
  client: { name: string; address: string | null },
  practice: BillingSettings,
  at: Date,
): Promise<{ id: number; number: string }> {
  const place = purchase.placeOfSupply ?? practice.stateCode;
  // The rate as sold (0 when sold unregistered): the invoice is what she was asked to pay.
  const taxed = taxOn(purchase.taxablePaise, purchase.gstRate as GstRate, {
    withinState: withinState(practice.stateCode, place),
  });
  return insertDocument(tx, {
    kind: 'invoice',
    number: await nextDocumentNumber(tx, 'invoice', at),
    issuedAt: at,
    purchaseId: purchase.id,
    billOfSupply: practice.gstin === null,
    practiceName: practice.legalName,
    practiceAddress: practice.address,
    practiceState: practice.stateCode,
    practiceGstin: practice.gstin,
    clientName: client.name,
    clientAddress: client.address,
    placeOfSupply: place,
    description: `${purchase.packageName} (${purchase.validFrom} – ${purchase.validUntil})`,
    sacCode: purchase.sacCode,
    gstRate: purchase.gstRate,
    ...taxed,
  });
}

/**
 * A refund's credit note: the invoice's whole value back, referring to it. It prints the
 * invoice's parties and place of supply as they were, whatever changed since.
 */
export async function issueCreditNote(
  tx: Executor,
  purchaseId: number,
  reason: string,
  at: Date,
): Promise<{ id: number; number: string } | undefined> {
  const invoice = await documentOfPurchase(tx, purchaseId, 'invoice');
  if (!invoice) return undefined;
  return insertDocument(tx, {
    purchaseId,
    billOfSupply: invoice.billOfSupply,
    practiceName: invoice.practiceName,
    practiceAddress: invoice.practiceAddress,
    practiceState: invoice.practiceState,
    practiceGstin: invoice.practiceGstin,
    clientName: invoice.clientName,
    clientAddress: invoice.clientAddress,
    placeOfSupply: invoice.placeOfSupply,
    description: invoice.description,
    sacCode: invoice.sacCode,
    taxablePaise: invoice.taxablePaise,
    gstRate: invoice.gstRate,
    cgstPaise: invoice.cgstPaise,
    sgstPaise: invoice.sgstPaise,
    igstPaise: invoice.igstPaise,
    totalPaise: invoice.totalPaise,
    kind: 'creditNote',
    number: await nextDocumentNumber(tx, 'creditNote', at),
    issuedAt: at,
    refersToId: invoice.id,
    reason,
  });
}
