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
 * Whole paise as rupees to the paisa, grouped the Indian way: 29488200 → "₹2,94,882.00".
 * Integer arithmetic only: rupees and paise are split before any formatting (decision 030).
 */
export function formatPaise(paise: number, intlLocale = 'en-IN'): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  const grouped = new Intl.NumberFormat(intlLocale, { useGrouping: true }).format(
    Math.floor(whole / 100),
  );
  const fraction = new Intl.NumberFormat(intlLocale, { minimumIntegerDigits: 2 }).format(
    whole % 100,
  );
  return `${sign}₹${grouped}.${fraction}`;
}
