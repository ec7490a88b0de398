import type { Measurement } from '@nourishwell/shared';

let nextId = 1;

/** A dated measurement as GET /clients/:id/measurements answers it (for screen tests). */
export const measurement = (date: string, weightKg: number, over: Partial<Measurement> = {}) =>
  ({
    id: nextId++,
    date,
    weightKg,
    waistCm: null,
    hipCm: null,
    bodyFatPct: null,
    source: 'measurement',
    week: null,
    ...over,
  }) satisfies Measurement;

/** A spec Week 1–4 weigh-in, shown at the date it was saved. */
export const weekEntry = (week: number, date: string, weightKg: number): Measurement =>
  measurement(date, weightKg, { id: null, source: 'week', week });
