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
