import type { GstDocument, TaxSummary } from '@nourishwell/shared';
import { GST_STATES } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { csvText, paiseAsDecimal } from '#api/lib/csv.ts';
import { documentsInMonth, type MonthDocument } from './tax-summary.repository.ts';

/**
 * A month's GST documents and their totals for the accountant (issue 34): invoices, credit
 * notes, and the net (invoices less credit notes) by rate and by CGST, SGST and IGST, the
 * figures a GSTR-1 return asks for. Sums of whole paise.
 */

type Totals = TaxSummary['net'];
const zero = (): Totals => ({
  documents: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  totalPaise: 0,
});

function add(into: Totals, doc: MonthDocument, sign: 1 | -1) {
  into.documents += 1;
  into.taxablePaise += sign * doc.taxablePaise;
  into.cgstPaise += sign * doc.cgstPaise;
  into.sgstPaise += sign * doc.sgstPaise;
  into.igstPaise += sign * doc.igstPaise;
  into.totalPaise += sign * doc.totalPaise;
}

export function summarise(month: string, docs: MonthDocument[]): TaxSummary {
  const invoices = zero();
  const creditNotes = zero();
  const net = zero();
  const byRate = new Map<number, Totals>();
  for (const doc of docs) {
    const sign = doc.kind === 'invoice' ? 1 : -1;
    add(sign === 1 ? invoices : creditNotes, doc, 1);
    add(net, doc, sign);
    const rate = byRate.get(doc.gstRate) ?? zero();
    add(rate, doc, sign);
    byRate.set(doc.gstRate, rate);
  }
  return {
    month,
    invoices,
    creditNotes,
    net,
    byRate: [...byRate.entries()]
      .sort(([a], [b]) => a - b)
      .map(([gstRate, totals]) => ({ gstRate, ...totals })),
  };
}

export const monthDocuments = (deps: AppDeps, month: string) =>
  documentsInMonth(deps.db, month, deps.config.defaultTimeZone);

export async function taxSummary(deps: AppDeps, month: string): Promise<TaxSummary> {
  return summarise(month, await monthDocuments(deps, month));
}

export async function gstDocuments(deps: AppDeps, month: string): Promise<GstDocument[]> {
  return (await monthDocuments(deps, month)).map(toGstDocument);
}

function toGstDocument(doc: MonthDocument): GstDocument {
  return {
    id: doc.id,
    kind: doc.kind,
    number: doc.number,
    issuedAt: doc.issuedAt.toISOString(),
    purchaseId: doc.purchaseId,
    clientName: doc.clientName,
    billOfSupply: doc.billOfSupply,
    refersTo:
      doc.refersToId && doc.refersToNumber
        ? { id: doc.refersToId, number: doc.refersToNumber }
        : null,
    placeOfSupply: doc.placeOfSupply,
    taxablePaise: doc.taxablePaise,
    gstRate: doc.gstRate,
    cgstPaise: doc.cgstPaise,
    sgstPaise: doc.sgstPaise,
    igstPaise: doc.igstPaise,
    totalPaise: doc.totalPaise,
  };
}

const stateName = (code: string) =>
  `${code} ${GST_STATES.find((state) => state.code === code)?.name ?? ''}`.trim();

/** One line per document (credit notes negative), then the totals by rate and the net. */
export function taxSummaryCsv(summary: TaxSummary, docs: MonthDocument[], zone: string): string {
  const day = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: zone });
  const lines = [
    [
      'Document',
      'Number',
      'Date',
      'Against invoice',
      'Client',
      'Place of supply',
      'Rate %',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
    ],
    ...docs.map((doc) => {
      const sign = doc.kind === 'invoice' ? 1 : -1;
      return [
        doc.kind === 'invoice'
          ? doc.billOfSupply
            ? 'Bill of supply'
            : 'Tax invoice'
          : 'Credit note',
        doc.number,
        day(doc.issuedAt),
        doc.refersToNumber ?? '',
        doc.clientName,
        stateName(doc.placeOfSupply),
        String(doc.gstRate),
        ...[doc.taxablePaise, doc.cgstPaise, doc.sgstPaise, doc.igstPaise, doc.totalPaise].map(
          (paise) => paiseAsDecimal(sign * paise),
        ),
      ];
    }),
    ...summary.byRate.map((row) => totalsLine(`Net at ${row.gstRate} %`, row)),
    totalsLine(`Net for ${summary.month}`, summary.net),
  ];
  return csvText(lines);
}

function totalsLine(label: string, totals: Totals): string[] {
  return [
    label,
    '',
    '',
    '',
    '',
    '',
    '',
    ...[
      totals.taxablePaise,
      totals.cgstPaise,
      totals.sgstPaise,
      totals.igstPaise,
      totals.totalPaise,
    ].map(paiseAsDecimal),
  ];
}
