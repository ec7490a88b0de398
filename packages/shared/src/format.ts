const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

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
 * Whole paise as an invoice prints them: ₹ with Indian grouping and always two decimals
 * (₹2,948.82 · ₹1,00,000.00). The division by 100 is exact for any paise an invoice holds
 * (at most ₹10,00,000 a line), so no paisa is lost to a float (decision 030).
 */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not whole paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  return `${sign}₹${withPaise.format(Math.abs(paise) / 100)}`;
}
