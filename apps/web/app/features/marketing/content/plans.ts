import { PRICED_PLANS } from '@nourishwell/shared';
import type { PricingPlan } from './types.ts';

/** The landing page's plans: prices from the shared table, texts as catalogue keys. */
export const plans: readonly PricingPlan[] = [
  {
    id: 'silver',
    name: PRICED_PLANS.silver.name,
    label: 'public.plans.silverName',
    price: PRICED_PLANS.silver.price,
    originalPrice: PRICED_PLANS.silver.originalPrice,
    period: { key: 'public.plans.oneTime' },
    features: [
      { key: 'public.plans.silver1' },
      { key: 'public.plans.silver2' },
      { key: 'public.plans.silver3' },
      { key: 'public.plans.silver4', values: { amount: PRICED_PLANS.silver.maxRefund } },
    ],
    note: 'public.plans.upgrade',
  },
  {
    id: 'gold',
    name: PRICED_PLANS.gold.name,
    label: 'public.plans.goldName',
    price: PRICED_PLANS.gold.price,
    originalPrice: PRICED_PLANS.gold.originalPrice,
    bestValue: true,
    period: { key: 'public.plans.valid', values: { days: PRICED_PLANS.gold.validDays } },
    features: [
      { key: 'public.plans.gold1' },
      { key: 'public.plans.gold2' },
      { key: 'public.plans.gold3' },
      { key: 'public.plans.gold4' },
    ],
  },
  {
    id: 'contact-sales',
    name: PRICED_PLANS.contactSales.name,
    label: 'public.plans.salesName',
    price: PRICED_PLANS.contactSales.price,
    period: { key: 'public.plans.custom' },
    features: [
      { key: 'public.plans.sales1' },
      { key: 'public.plans.sales2' },
      { key: 'public.plans.sales3' },
    ],
  },
];
