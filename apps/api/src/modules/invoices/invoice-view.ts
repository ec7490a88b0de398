/**
 * One issued GST document as its PDF and emails print it (issue 34, decision 030): every
 * figure and name copied onto the document when it was issued, never read again from the
 * catalogue, the practice's settings or her record.
 */
export interface InvoiceView {
  id: number;
  kind: 'invoice' | 'creditNote';
  /** INV/26-27/000042 or CN/26-27/000007. */
  number: string;
  issuedAt: Date;
  /** No GSTIN: a bill of supply, without tax. */
  billOfSupply: boolean;
  practice: { name: string; address: string; stateCode: string; gstin: string | null };
  client: { name: string; address: string | null };
  /** GST state code of the place of supply. */
  placeOfSupply: string;
  /** A credit note's invoice. */
  refersTo: { number: string; issuedAt: Date } | null;
  /** A credit note's reason. */
  reason: string | null;
  line: {
    description: string;
    sacCode: string;
    taxablePaise: number;
    gstRate: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  };
  totalPaise: number;
}
