import { PRICED_PLANS } from '@nourishwell/shared';
import type { PricingPlan } from './types.ts';

export const plans: readonly PricingPlan[] = [
  {
    id: 'silver',
    name: PRICED_PLANS.silver.name,
    price: PRICED_PLANS.silver.price,
    originalPrice: PRICED_PLANS.silver.originalPrice,
    period: 'one-time',
    features: [
      'One consultation with a nutritionist',
      'A personalised seven-day meal plan',
      'Two weeks of WhatsApp support',
      `Not satisfied? Up to ₹${PRICED_PLANS.silver.maxRefund} back`,
    ],
    payLabel: 'Pay now',
    note: 'Upgrade to Gold at checkout',
  },
  {
    id: 'gold',
    name: PRICED_PLANS.gold.name,
    price: PRICED_PLANS.gold.price,
    originalPrice: PRICED_PLANS.gold.originalPrice,
    badge: 'Best Value',
    period: `valid ${PRICED_PLANS.gold.validDays} days`,
    features: [
      'Unlimited consultations for 30 days',
      'Weekly meal plans adjusted to your progress',
      'Weekly progress tracking and goals',
      'Chat with your nutritionist any day',
    ],
    payLabel: 'Pay now',
  },
  {
    id: 'contact-sales',
    name: PRICED_PLANS.contactSales.name,
    price: PRICED_PLANS.contactSales.price,
    period: 'custom',
    features: [
      'For families, corporate teams and long programmes',
      'A plan and price agreed with you',
      'A dedicated coach and reviews on your schedule',
    ],
    payLabel: 'Pay now',
  },
];
