/**
 * The demo practice's money (issue 34): its billing details, a catalogue of four packages
 * (the public site's Silver and Gold plans among them) and what the demo clients bought.
 * Days are counted from today in the practice's zone.
 */

/** Registered in Kerala; the GSTIN's check character is right (decision 030). */
export const demoBilling = {
  legalName: 'NourishWell Wellness LLP',
  address: '2nd floor, Marine Drive, Kochi, Kerala 682031',
  stateCode: '32',
  gstin: '32AAGFN4821K1ZC',
  blockBeyondSessions: false,
};

/** SAC 999319: other human health services (the practice's accountant confirms its own). */
const SAC = '999319';

export const demoPackages = [
  {
    key: 'silver',
    name: 'Silver Plan',
    description: 'One month: a consultation, a meal plan and weekly check-ins.',
    durationWeeks: 4,
    sessionsIncluded: 4,
    pricePaise: 99_900,
    gstRate: 18,
    sacCode: SAC,
  },
  {
    key: 'gold',
    name: 'Gold Plan',
    description: 'Thirty days of weekly sessions, meal plans and unlimited messages.',
    durationWeeks: 4,
    sessionsIncluded: null,
    pricePaise: 249_900,
    gstRate: 18,
    sacCode: SAC,
  },
  {
    key: 'weightLoss',
    name: '3-month weight loss',
    description: 'Twelve weekly sessions, a plan revised each fortnight, journal reviews.',
    durationWeeks: 12,
    sessionsIncluded: 12,
    pricePaise: 749_900,
    gstRate: 18,
    sacCode: SAC,
  },
  {
    key: 'pcos',
    name: '6-month PCOS reversal',
    description: 'Twenty-four sessions over six months, lab reviews and a cycle-aware plan.',
    durationWeeks: 26,
    sessionsIncluded: 24,
    pricePaise: 1_399_900,
    gstRate: 18,
    sacCode: SAC,
  },
] as const;

export type DemoPackageKey = (typeof demoPackages)[number]['key'];

/**
 * What each demo client bought: the package, the day it started (days from today), and how
 * it was paid (days from today; none: awaiting payment). Meera's package runs; Priya's ends
 * this week; Farhan's ended twelve days ago; Ananya (West Bengal) paid online, with IGST; Arjun
 * has yet to pay; Sunita was refunded.
 */
export const demoPurchases: Array<{
  client: string;
  stateCode: string;
  package: DemoPackageKey;
  startsInDays: number;
  paid?: {
    inDays: number;
    method: 'cash' | 'bankTransfer' | 'upi' | 'razorpay';
    reference: string;
  };
  refunded?: { inDays: number; reason: string };
}> = [
  {
    client: 'farhan',
    stateCode: '27',
    package: 'gold',
    startsInDays: -40,
    paid: { inDays: -40, method: 'upi', reference: 'UPI 6021 4455 9012' },
  },
  {
    client: 'meera',
    stateCode: '33',
    package: 'weightLoss',
    startsInDays: -38,
    paid: { inDays: -39, method: 'bankTransfer', reference: 'NEFT HDFC0001234 N2841' },
  },
  {
    client: 'priya',
    stateCode: '32',
    package: 'silver',
    startsInDays: -24,
    paid: { inDays: -24, method: 'cash', reference: '' },
  },
  {
    client: 'ananya',
    stateCode: '19',
    package: 'pcos',
    startsInDays: -20,
    paid: { inDays: -20, method: 'razorpay', reference: 'pay_DemoAnanya0001' },
  },
  {
    client: 'sunita',
    stateCode: '24',
    package: 'silver',
    startsInDays: -12,
    paid: { inDays: -12, method: 'upi', reference: 'UPI 6150 2231 7788' },
    refunded: { inDays: -9, reason: 'Moved abroad before the first session' },
  },
  { client: 'arjun', stateCode: '06', package: 'weightLoss', startsInDays: 0 },
];
