const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹ with Indian digit grouping: ₹2,499 · ₹1,00,000. */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}
