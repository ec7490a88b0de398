const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * ₹ with Indian digit grouping: ₹2,499 · ₹1,00,000; in her digits when the Intl locale
 * names them ("hi-IN-u-nu-deva": ₹२,४९९).
 */
export function formatRupees(amount: number, intlLocale?: string): string {
  const format = intlLocale
    ? new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 })
    : rupees;
  return `₹${format.format(amount)}`;
}

/**
 * Whole paise as rupees and paise, Indian grouping: 294882 → ₹2,948.82, 10000000 →
 * ₹1,00,000.00, -5000 → -₹50.00. Rupees and paise are split in integers, so no float
 * rounding moves a paisa (issue 34: an invoice's amounts).
 */
export function formatPaise(paise: number, intlLocale?: string): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  const cents = String(whole % 100).padStart(2, '0');
  const format = intlLocale
    ? new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 })
    : rupees;
  // The paise in the same digits as the rupees (Devanagari where she chose them).
  const digits = intlLocale ? format.format(Number(`1${cents}`)).slice(1) : cents;
  return `${sign}₹${format.format(Math.floor(whole / 100))}.${digits}`;
}

const RUPEES_TYPED = /^(\d{1,9})(?:\.(\d{0,2}))?$/;

/**
 * What she typed as rupees ("2499.50", "₹2,499.5", "2499") as whole paise (249950), read
 * as text so no float rounding moves a paisa; null when it is not rupees with at most two
 * decimals.
 */
export function rupeesToPaise(typed: string): number | null {
  const plain = typed.trim().replace(/^₹\s*/, '').replaceAll(',', '');
  const parts = RUPEES_TYPED.exec(plain);
  if (!parts) return null;
  return Number(parts[1]) * 100 + Number((parts[2] ?? '').padEnd(2, '0'));
}

/** Whole paise as a form's rupees field holds them: 249950 → "2499.50", 249900 → "2499". */
export function paiseToRupees(paise: number): string {
  const cents = paise % 100;
  return cents === 0
    ? String(paise / 100)
    : `${Math.floor(paise / 100)}.${String(cents).padStart(2, '0')}`;
}
