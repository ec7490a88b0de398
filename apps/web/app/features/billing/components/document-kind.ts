import type { GstDocument, MessageKey } from '@nourishwell/shared';

/** An issued document's kind in words: a tax invoice, a bill of supply or a credit note. */
export const documentKindKey = (doc: Pick<GstDocument, 'kind' | 'billOfSupply'>): MessageKey =>
  doc.kind === 'creditNote'
    ? 'billingAdmin.kind.creditNote'
    : doc.billOfSupply
      ? 'billingAdmin.kind.billOfSupply'
      : 'billingAdmin.kind.invoice';
