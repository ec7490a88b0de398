import { PRACTICE_TIME_ZONE } from '../constants.ts';
import { gstStateCode } from './gst-states.ts';

/*
 * GST on what a practice sells (issue 34, decision 030): every amount is integer paise,
 * and each tax is a percentage of the taxable value rounded to the paisa, half up. Integer
 * arithmetic throughout: a float sum of rupees drifts by a paisa, and an invoice must not.
 */

/** The GST rates a package may carry (a practice not registered for GST charges none). */
export const GST_RATES = [0, 5, 12, 18] as const;
export type GstRate = (typeof GST_RATES)[number];

/** An invoice's taxes: CGST and SGST within the practice's state, else IGST. */
export interface TaxedAmount {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** `paise` × `basisPoints` / 10,000, rounded to the paisa, half up, in integers. */
function shareOf(paise: number, basisPoints: number): number {
  return Math.floor((paise * basisPoints + 5_000) / 10_000);
}

/**
 * The taxes on a taxable value: within the practice's state half the rate each as CGST and
 * SGST (each half rounded on its own, so the two always match, as an invoice shows them);
 * to another state the whole rate as IGST. A bill of supply (the practice not registered,
 * or a 0 % package) carries none.
 */
export function taxOn(
  taxablePaise: number,
  rate: GstRate,
  supply: { withinState: boolean },
): TaxedAmount {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0)
    throw new RangeError(`A taxable value is a whole number of paise, not ${taxablePaise}`);
  const half = supply.withinState ? shareOf(taxablePaise, rate * 50) : 0;
  const igstPaise = supply.withinState ? 0 : shareOf(taxablePaise, rate * 100);
  return {
    taxablePaise,
    cgstPaise: half,
    sgstPaise: half,
    igstPaise,
    totalPaise: taxablePaise + 2 * half + igstPaise,
  };
}

/**
 * Whether a supply is within the practice's state: services to a client are supplied where
 * she is on record, and where the practice is when her state is not known (the IGST Act's
 * rule for a recipient without a registered address).
 */
export function withinState(practiceState: string, clientState: string | null | undefined) {
  // By GST state code where the name is one ("Jammu & Kashmir" is "Jammu and Kashmir").
  const place = (name: string) => gstStateCode(name) ?? name.trim().toLowerCase();
  return place(clientState ?? practiceState) === place(practiceState);
}

/** India's financial year, April to March, of an instant in the practice's time zone. */
export function financialYearOf(at: Date, timeZone: string = PRACTICE_TIME_ZONE) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(at);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const startYear = month >= 4 ? year : year - 1;
  const twoDigits = (y: number) => String(y % 100).padStart(2, '0');
  return {
    startYear,
    /** "2026-27", as the year is named. */
    label: `${startYear}-${twoDigits(startYear + 1)}`,
    /** "26-27": how the year reads inside a document's number. */
    short: `${twoDigits(startYear)}-${twoDigits(startYear + 1)}`,
  };
}

/** The longest number a GST invoice may carry (CGST Rules, rule 46(b)). */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;

const PREFIXES = { invoice: 'INV', creditNote: 'CN' } as const;

/**
 * A tax invoice's or credit note's number: its kind, its financial year and its serial in
 * that year, "INV/26-27/000042" — letters, digits, "/" and "-" only, at most 16 characters,
 * so a serial runs to 999,999 a year for an invoice.
 */
export function documentNumber(
  kind: keyof typeof PREFIXES,
  year: { short: string },
  serial: number,
): string {
  if (!Number.isSafeInteger(serial) || serial < 1)
    throw new RangeError(`A serial counts from 1, not ${serial}`);
  const number = `${PREFIXES[kind]}/${year.short}/${String(serial).padStart(6, '0')}`;
  if (number.length > DOCUMENT_NUMBER_MAX_LENGTH)
    throw new RangeError(`${number} is longer than ${DOCUMENT_NUMBER_MAX_LENGTH} characters`);
  return number;
}
