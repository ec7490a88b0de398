import type { Purchase, PurchaseStatus } from '@nourishwell/shared';
import type { DocumentRef, PaymentRow, PurchaseListRow } from './purchases.repository.ts';

/** What a purchase reads as on `today` (yyyy-mm-dd in the practice's zone). */
export function statusOn(
  row: Pick<PurchaseListRow, 'status' | 'validUntil'>,
  today: string,
): PurchaseStatus {
  if (row.status === 'awaiting_payment') return 'awaitingPayment';
  if (row.status === 'refunded') return 'refunded';
  return row.validUntil < today ? 'expired' : 'active';
}

/** Rows of purchases, their payments and documents as the API answers them. */
export function purchaseViews(
  rows: PurchaseListRow[],
  paymentRows: PaymentRow[],
  documents: DocumentRef[],
  today: string,
): Purchase[] {
  return rows.map((row) => {
    const doc = (kind: 'invoice' | 'creditNote') => {
      const found = documents.find((d) => d.purchaseId === row.id && d.kind === kind);
      return found ? { id: found.id, number: found.number } : null;
    };
    const status = statusOn(row, today);
    return {
      id: row.id,
      clientId: row.clientId ?? 0,
      clientName: row.clientName ?? '',
      packageId: row.packageId,
      packageName: row.packageName,
      status,
      boughtAt: row.createdAt.toISOString(),
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      sessionsIncluded: row.sessionsIncluded,
      sessionsUsed: row.sessionsUsed,
      sessionsLeft:
        row.sessionsIncluded === null ? null : Math.max(0, row.sessionsIncluded - row.sessionsUsed),
      taxablePaise: row.taxablePaise,
      gstRate: row.gstRate,
      totalPaise: row.totalPaise,
      payUrl: status === 'awaitingPayment' ? row.razorpayLinkUrl : null,
      payments: paymentRows
        .filter((payment) => payment.purchaseId === row.id)
        .map((payment) => ({
          id: payment.id,
          method: payment.method,
          amountPaise: payment.amountPaise,
          reference: payment.reference,
          paidAt: payment.paidAt.toISOString(),
          recordedBy: payment.recordedByName,
        })),
      invoice: doc('invoice'),
      creditNote: doc('creditNote'),
    };
  });
}
