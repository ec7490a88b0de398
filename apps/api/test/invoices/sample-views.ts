import type { InvoiceView } from '#api/modules/invoices/invoice-view.ts';

/** Documents as issued, for the PDF's tests: 18 % of ₹2,499 within Maharashtra and to Karnataka. */
const practice = {
  name: 'Poshan Nutrition Clinic LLP',
  address: '12, Shanti Kunj, Linking Road, Bandra West, Mumbai 400050',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
};

export const withinState: InvoiceView = {
  id: 1,
  kind: 'invoice',
  number: 'INV/26-27/000042',
  issuedAt: new Date('2026-11-30T19:00:00Z'),
  billOfSupply: false,
  practice,
  client: { name: 'Ananya Deshpande', address: 'Flat 4B, Sea Breeze, Worli, Mumbai 400018' },
  placeOfSupply: '27',
  refersTo: null,
  reason: null,
  line: {
    description: '3-month weight loss',
    sacCode: '999319',
    taxablePaise: 249900,
    gstRate: 18,
    cgstPaise: 22491,
    sgstPaise: 22491,
    igstPaise: 0,
  },
  totalPaise: 294882,
};

export const toAnotherState: InvoiceView = {
  ...withinState,
  id: 2,
  number: 'INV/26-27/000043',
  client: { name: 'Ravi Kumar', address: '221, 5th Cross, Indiranagar, Bengaluru 560038' },
  placeOfSupply: '29',
  line: { ...withinState.line, cgstPaise: 0, sgstPaise: 0, igstPaise: 44982 },
};

export const billOfSupply: InvoiceView = {
  ...withinState,
  id: 3,
  number: 'INV/26-27/000044',
  billOfSupply: true,
  practice: { ...practice, gstin: null },
  line: { ...withinState.line, gstRate: 0, cgstPaise: 0, sgstPaise: 0 },
  totalPaise: 249900,
};

export const creditNote: InvoiceView = {
  ...withinState,
  id: 4,
  kind: 'creditNote',
  number: 'CN/26-27/000007',
  issuedAt: new Date('2026-12-05T06:30:00Z'),
  client: { name: 'अनन्या देशपांडे', address: 'फ़्लैट 4बी, सी ब्रीज़, वरली, मुंबई 400018' },
  refersTo: { number: 'INV/26-27/000042', issuedAt: new Date('2026-11-30T19:00:00Z') },
  reason: 'कार्यक्रम शुरू होने से पहले रद्द किया गया; पूरी राशि वापस की गई।',
};
