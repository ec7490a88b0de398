/**
 * The demo practice's scheduling (issue 17): Asha's and Ravi's working hours, and each
 * demo client's earlier sessions. demo-session-plan.ts turns them, with demo-data.ts's
 * next sessions, into appointments on their nutritionist's slots; seed-sessions.ts
 * writes them.
 */
import type { WeeklyRange } from '@nourishwell/shared';
import type { demoNutritionists } from './demo-data.ts';

export type NutritionistKey = (typeof demoNutritionists)[number]['key'];

export interface DemoHours {
  slotMinutes: 30 | 45 | 60;
  bufferMinutes: number;
  weekly: WeeklyRange[];
}

/** The same ranges on each of the ISO weekdays (1 Monday … 7 Sunday). */
const onDays = (weekdays: number[], ranges: Array<[string, string]>): WeeklyRange[] =>
  weekdays.flatMap((weekday) => ranges.map(([start, end]) => ({ weekday, start, end })));

const MON_TO_FRI = [1, 2, 3, 4, 5];
const MON_TO_SAT = [1, 2, 3, 4, 5, 6];

export const demoHours: Record<NutritionistKey, DemoHours> = {
  asha: {
    slotMinutes: 45,
    bufferMinutes: 15,
    weekly: [
      ...onDays(MON_TO_FRI, [
        ['10:00', '13:00'],
        ['15:00', '18:00'],
      ]),
      ...onDays([6], [['10:00', '13:00']]),
    ],
  },
  ravi: {
    slotMinutes: 60,
    bufferMinutes: 0,
    weekly: onDays(MON_TO_SAT, [
      ['09:00', '12:00'],
      ['16:00', '19:00'],
    ]),
  },
};

/** Asha sees clients on the coming Sunday morning (today's, on a Sunday) as well. */
export const ASHA_EXTRA_SUNDAY = { start: '10:00', end: '13:00' } as const;
/** Ravi takes the first of his working days at least this many days ahead off. */
export const RAVI_DAY_OFF_AFTER_DAYS = 9;

/**
 * Asha keeps Tuesday mornings ahead free of demo sessions: the booking journey (e2e) has
 * Meera book her next Tuesday at 10:00.
 */
export const keptFree = (nutritionist: NutritionistKey, weekday: number, minute: number) =>
  nutritionist === 'asha' && weekday === 2 && minute < 13 * 60;

export interface DemoPastSession {
  daysAgo: number;
  /** Near this time of day ("HH:MM"), on one of her nutritionist's slots. */
  at: string;
  notes: string;
}

/**
 * Each client's completed sessions before her latest one (demo-data.ts `completed`), and
 * the session she missed. Within the six weeks since the demo accounts were opened.
 */
export const demoEarlierSessions: Record<
  string,
  { completed: DemoPastSession[]; missed?: { daysAgo: number; at: string } }
> = {
  meera: {
    completed: [
      {
        daysAgo: 21,
        at: '17:00',
        notes: 'Talked through her usual day. Start with a protein-first breakfast.',
      },
      {
        daysAgo: 35,
        at: '17:00',
        notes: 'First session: goals agreed, food diary for two weeks.',
      },
    ],
  },
  arjun: {
    completed: [
      {
        daysAgo: 24,
        at: '18:00',
        notes: 'First session: set a walking routine and regular lunch times.',
      },
    ],
  },
  priya: {
    completed: [
      {
        daysAgo: 12,
        at: '11:00',
        notes: 'Sugar readings steadier. Keep millet at dinner; bring the new report.',
      },
      {
        daysAgo: 26,
        at: '11:00',
        notes: 'First session: plate method explained; smaller rice portions.',
      },
    ],
  },
  farhan: {
    completed: [
      {
        daysAgo: 16,
        at: '10:00',
        notes: 'Less salt at home is going well. Swap pickles for fresh chutney.',
      },
      {
        daysAgo: 30,
        at: '10:00',
        notes: 'First session: salt and packaged food habits reviewed.',
      },
    ],
  },
  ananya: {
    completed: [
      {
        daysAgo: 16,
        at: '16:00',
        notes: 'Energy better in the mornings. Take the tablet before breakfast tea.',
      },
      {
        daysAgo: 30,
        at: '16:00',
        notes: 'First session: lactose-free swaps and a regular meal timetable.',
      },
    ],
    missed: { daysAgo: 9, at: '16:00' },
  },
  sunita: {
    completed: [
      {
        daysAgo: 17,
        at: '11:00',
        notes: 'Low-oil cooking started at home. Walk 30 minutes after lunch.',
      },
      {
        daysAgo: 31,
        at: '11:00',
        notes: 'First session: reviewed her reports and daily meals.',
      },
    ],
  },
};
