import { useEffect, useState } from 'react';
import { formatPaise, taxOn, type GstRate, type OfferedPackage } from '@nourishwell/shared';
import { api } from '#web/lib/api.ts';

/**
 * The GST a plan's price carries when the practice sells it from its catalogue (issue 34):
 * the site shows the price before tax, Razorpay asks for the total, so the dialog says both
 * before she leaves. Null while unknown, when the catalogue does not sell the plan at that
 * price, or when no GST is charged (0 %, or a practice not registered).
 */
export function usePlanGst(planName: string, rupees: number) {
  const [offered, setOffered] = useState<OfferedPackage[] | null>(null);
  useEffect(() => {
    let current = true;
    api
      .offeredPackages()
      .then((list) => current && setOffered(list))
      // Without the catalogue the dialog says what it said before.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  const item = offered?.find(
    (offer) =>
      offer.name.trim().toLowerCase() === planName.toLowerCase() &&
      offer.pricePaise === rupees * 100,
  );
  if (!item || item.gstRate === 0 || rupees <= 0) return null;
  // Within the practice's state, as the link for a visitor is priced.
  const taxed = taxOn(item.pricePaise, item.gstRate as GstRate, { withinState: true });
  return {
    rate: item.gstRate,
    tax: formatPaise(taxed.totalPaise - taxed.taxablePaise),
    total: formatPaise(taxed.totalPaise),
  };
}
