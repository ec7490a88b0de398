import type { MealSlot } from '@nourishwell/shared';
import {
  ALMOND,
  APPLE,
  BANANA,
  CHICKEN_THIGH,
  GUAVA,
  ORANGE,
  SOLE_FISH,
} from './demo-ifct-codes.ts';
import {
  buttermilk,
  curd,
  dish,
  food,
  own,
  rice,
  roti,
  salad,
  type DemoPlanItem,
} from './demo-meal-plans.ts';
import { ROLLED_OATS } from './demo-practice-foods.ts';

/**
 * The demo clients' last month in the app (issue 16): what they ate against their plans,
 * water, habits and weigh-ins, so the journal, adherence and charts show something true on
 * a first look. The story is written here (which days were missed, the treats, the
 * comments); demo-journal-days.ts adds the day-to-day texture from a seeded random source.
 */

/** Days of journal, ending yesterday: today is left for whoever tries the demo. */
export const DEMO_JOURNAL_DAYS = 30;
/** Every demo account was opened this long ago, before the first journal day. */
export const DEMO_JOINED_DAYS_AGO = DEMO_JOURNAL_DAYS + 12;

export type DemoJournalItem = DemoPlanItem | { text: string };

/** Body figures at a point of the month; weigh-ins in between lie on the line joining them. */
export interface DemoFigures {
  weightKg: number;
  waistCm: number;
  hipCm: number;
  bodyFatPct?: number;
}

/** A meal that did not go to plan, on a given day: what she wrote instead. */
export interface DemoOccasion {
  daysAgo: number;
  meal: MealSlot;
  items: DemoJournalItem[];
  note?: string;
  /** Her nutritionist's reply to the entry. */
  comment?: string;
}

export interface DemoJournal {
  /** The demo client (demo-data.ts key); her plan is demo-meal-plans.ts's. */
  client: string;
  /** Seeds the random source, so every run writes the same month. */
  seed: number;
  waterTarget: number;
  /** Her habits, each with the share of logged days she keeps it. */
  habits: Array<{ title: string; keptShare: number }>;
  /** Days nothing at all was logged. */
  missedDaysAgo: number[];
  /** Days only breakfast and lunch were logged. */
  partialDaysAgo: number[];
  weighInDaysAgo: number[];
  /** Her figures on the first journal day and today. */
  figures: { first: DemoFigures; now: DemoFigures };
  /** What she sometimes eats instead of a planned item. */
  swaps: Array<{ instead: DemoPlanItem; ate: DemoPlanItem }>;
  /** Unplanned things she sometimes adds to a snack, in her own words. */
  extras: string[];
  /** Notes she sometimes adds to an entry. */
  notes: string[];
  occasions: DemoOccasion[];
}

export const meeraJournal: DemoJournal = {
  client: 'meera',
  seed: 16_01,
  waterTarget: 8,
  habits: [
    // From her last session's notes (demo-data.ts).
    { title: '20-minute walk after dinner', keptShare: 0.7 },
    { title: 'No sugar in tea', keptShare: 0.85 },
    { title: 'Sleep by 11 pm', keptShare: 0.5 },
  ],
  missedDaysAgo: [26, 19, 13, 6],
  partialDaysAgo: [22, 9],
  // Between the Week 1–4 weigh-ins (22, 15, 8 and 1 days ago), so no date has two.
  weighInDaysAgo: [30, 25, 18, 11, 4],
  // −2.5 kg over the month, on the line of her Week 1–4 weights (72.4 … 70.6).
  figures: {
    first: { weightKg: 73.1, waistCm: 88, hipCm: 105.5 },
    now: { weightKg: 70.6, waistCm: 85.8, hipCm: 104 },
  },
  swaps: [
    { instead: rice(), ate: roti(2) },
    { instead: food(GUAVA, 1, 'piece'), ate: food(APPLE, 1, 'piece') },
    { instead: dish('Masala oats'), ate: dish('Poha') },
    { instead: dish('Palak paneer'), ate: dish('Chana masala') },
    { instead: dish('Vegetable daliya'), ate: dish('Moong dal khichdi', 1.5) },
    { instead: food(ALMOND, 6, 'piece'), ate: buttermilk },
  ],
  extras: ['Filter coffee with sugar', 'Two Marie biscuits with tea', 'A handful of murukku'],
  notes: [
    'Very hungry by 4 pm',
    'Ate at my desk during a call',
    'Felt full for a long time after this',
    'Cooked at home',
  ],
  occasions: [
    {
      daysAgo: 24,
      meal: 'dinner',
      items: [{ text: 'Masala dosa and filter coffee at Saravana Bhavan' }],
      note: 'Family dinner out',
    },
    {
      daysAgo: 15,
      meal: 'lunch',
      items: [{ text: 'Half a plate of vegetable biryani at the office party' }, curd(0.5)],
    },
    {
      daysAgo: 3,
      meal: 'snack',
      items: [{ text: "2 pani puri at a friend's" }],
      note: 'Could not say no!',
      comment:
        'Pani puri once in a while is fine. On those days keep dinner light and protein-first, as you did.',
    },
    {
      daysAgo: 1,
      meal: 'lunch',
      items: [rice(), dish('Sambar'), { text: 'Beans poriyal from my neighbour' }, curd(0.5)],
      comment: 'Lovely balanced plate. The poriyal counts towards your vegetables too.',
    },
  ],
};

export const arjunJournal: DemoJournal = {
  client: 'arjun',
  seed: 16_02,
  waterTarget: 10,
  habits: [
    // His last session: biscuits out, strength in (demo-data.ts).
    { title: 'No biscuits with evening chai', keptShare: 0.75 },
    { title: '8,000 steps', keptShare: 0.55 },
    { title: 'Sleep by 11 pm', keptShare: 0.45 },
  ],
  // He slips in the last week, so My Clients has someone to sort to the top.
  missedDaysAgo: [28, 21, 15, 6, 3, 2],
  partialDaysAgo: [11, 4],
  weighInDaysAgo: [29, 24, 17, 12, 5],
  // −2.5 kg over the month, on the line of his Week 1–4 weights (94.2 … 92.4).
  figures: {
    first: { weightKg: 94.8, waistCm: 104, hipCm: 107, bodyFatPct: 31.4 },
    now: { weightKg: 92.3, waistCm: 101.6, hipCm: 105.8, bodyFatPct: 30.5 },
  },
  swaps: [
    { instead: rice(1.5), ate: roti(3) },
    { instead: food(SOLE_FISH, 2, 'piece'), ate: food(CHICKEN_THIGH, 1, 'katori') },
    { instead: food(APPLE, 1, 'piece'), ate: food(ORANGE, 1, 'piece') },
    {
      instead: own(ROLLED_OATS, 0.5, 'cup'),
      ate: dish('Idli', 4, 'idli'),
    },
    { instead: food(BANANA, 1, 'piece'), ate: food(GUAVA, 1, 'piece') },
    { instead: salad, ate: curd() },
  ],
  extras: ['Masala chai with 2 biscuits', 'Samosa from the office canteen', 'A cold coffee'],
  notes: [
    'Late meeting, ate after 10 pm',
    'Ate out with the team',
    'Too tired to cook',
    'Packed this from home',
  ],
  occasions: [
    {
      daysAgo: 20,
      meal: 'dinner',
      items: [{ text: 'Chicken tikka and 2 butter naan at a colleague’s farewell' }],
    },
    {
      daysAgo: 8,
      meal: 'lunch',
      items: [{ text: 'Aloo paratha with butter at my mother’s' }, curd()],
      note: 'Sunday at home',
    },
    {
      daysAgo: 5,
      meal: 'dinner',
      items: [{ text: '3 slices of pizza' }],
      note: 'Long day, ordered in',
      comment:
        'It happens. Keep a quick fallback for long days: eggs and two rotis take ten minutes.',
    },
  ],
};

export const demoJournals: DemoJournal[] = [meeraJournal, arjunJournal];

/**
 * A client who logged for a week and then stopped (issue 36): her nutritionist's Today list
 * shows her "no journal for 4 days". Her own words only: she has no meal plan to follow yet.
 */
export interface DemoShortJournal {
  client: string;
  /** Days she logged, each breakfast and lunch; the last is the most recent entry. */
  loggedDaysAgo: number[];
  breakfast: string;
  lunch: string;
}

export const demoShortJournals: DemoShortJournal[] = [
  {
    client: 'priya',
    loggedDaysAgo: [10, 9, 8, 7, 6, 5, 4],
    breakfast: 'Two idlis with sambar, black coffee without sugar',
    lunch: 'Red rice, fish curry and thoran',
  },
];
