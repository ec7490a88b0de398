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

const paise = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Whole paise as rupees and paise, with Indian digit grouping: 294882 is ₹2,948.82,
 * 10000000 is ₹1,00,000.00; in her digits when the Intl locale names them. Money is integer
 * paise everywhere (decision 030); only here does it become rupees, for a reader.
 */
export function formatPaise(amountPaise: number, intlLocale?: string): string {
  const format = intlLocale
    ? new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : paise;
  // Whole rupees and the paise apart, so no float rounding touches the amount.
  const sign = amountPaise < 0 ? '-' : '';
  const whole = Math.abs(amountPaise);
  const rupees = Math.trunc(whole / 100);
  const shown = format.format(rupees + (whole % 100) / 100);
  return `${sign}₹${shown}`;
}
