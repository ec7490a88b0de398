import { describe, expect, it } from 'vitest';
import {
  changeOf,
  CHART_VIEWS,
  dayTime,
  inRange,
  openingRange,
  timeDomain,
  timeTicks,
  valueAxis,
  viewsWithData,
  type MeasurementPoint,
} from './measurement-scale.ts';
import {
  formatChange,
  formatFigure,
  formatShortDay,
  tickLabel,
  viewSummary,
} from './measurement-words.ts';

const at = (date: string, weightKg: number, more: Partial<MeasurementPoint> = {}) => ({
  date,
  weightKg,
  waistCm: null,
  hipCm: null,
  bodyFatPct: null,
  ...more,
});
const weight = CHART_VIEWS[0]!;
const girth = CHART_VIEWS[1]!;
const days = (ticks: number[]) => ticks.map((t) => new Date(t).toISOString().slice(0, 10));

describe('the value axis', () => {
  it('spans at least 5 kg around a small change, so a wobble does not look like a plunge', () => {
    expect(valueAxis([70.6, 71.0], 5)).toEqual({ domain: [66, 74], ticks: [66, 68, 70, 72, 74] });
  });

  it('spans the data plus a tenth each side when the change is larger than the least span', () => {
    expect(valueAxis([62, 80], 5).domain).toEqual([60, 85]);
  });

  it('has at most six ticks, on whole steps', () => {
    expect(valueAxis([70.8, 74.2], 5).ticks).toEqual([68, 70, 72, 74, 76]);
    expect(valueAxis([31.4, 32.1], 5).ticks).toEqual([28, 30, 32, 34, 36]);
  });

  it('never starts from zero for a real weight, and never goes below zero', () => {
    expect(valueAxis([72.4], 5).domain).toEqual([68, 76]);
    expect(valueAxis([2, 3], 5).domain[0]).toBe(0);
  });
});

describe('the time axis', () => {
  it('runs from the first entry to the last, and gives one entry three days either side', () => {
    expect(timeDomain([at('2026-10-03', 72), at('2026-11-20', 70)])).toEqual([
      dayTime('2026-10-03'),
      dayTime('2026-11-20'),
    ]);
    expect(timeDomain([at('2026-11-20', 70)])).toEqual([
      dayTime('2026-11-17'),
      dayTime('2026-11-23'),
    ]);
  });

  it('ticks every week over a month, labelled like "3 Nov"', () => {
    const ticks = timeTicks([dayTime('2026-11-03'), dayTime('2026-11-24')]);
    expect(days(ticks)).toEqual(['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-24']);
    expect(tickLabel(ticks[0]!, ticks)).toBe('3 Nov');
  });

  it('ticks on the first of each month over half a year, labelled with month and year', () => {
    const ticks = timeTicks([dayTime('2026-05-20'), dayTime('2026-11-20')]);
    expect(days(ticks)).toEqual([
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    expect(tickLabel(ticks[0]!, ticks)).toBe('Jun 2026');
  });

  it('keeps to six ticks over years', () => {
    const ticks = timeTicks([dayTime('2023-01-10'), dayTime('2026-11-20')]);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(days(ticks)).toEqual(['2024-01-01', '2025-01-01', '2026-01-01']);
  });
});

describe('the period shown', () => {
  const points = [at('2026-06-01', 75), at('2026-10-03', 72.4), at('2026-11-20', 70)];

  it('keeps the entries on or after the period’s first day', () => {
    expect(inRange(points, '3m', '2026-11-24').map((p) => p.date)).toEqual([
      '2026-10-03',
      '2026-11-20',
    ]);
    expect(inRange(points, 'all', '2026-11-24')).toHaveLength(3);
  });

  it('opens on the last three months, or on all time when they are empty', () => {
    expect(openingRange(points, '2026-11-24')).toBe('3m');
    expect(openingRange(points, '2027-06-01')).toBe('all');
  });
});

describe('the change shown', () => {
  it('is the latest figure minus the first, to a tenth, from the first date', () => {
    expect(changeOf([at('2026-10-03', 72.4), at('2026-11-20', 70.6)], 'weightKg')).toEqual({
      change: -1.8,
      since: '2026-10-03',
    });
    expect(formatChange(-2.4, 'kg')).toBe('\u22122.4 kg');
    expect(formatChange(0.4, 'kg')).toBe('+0.4 kg');
    expect(formatChange(0, 'kg')).toBe('0.0 kg');
  });

  it('is nothing with fewer than two entries that have the figure', () => {
    expect(changeOf([at('2026-10-03', 72.4)], 'weightKg')).toBeNull();
    expect(
      changeOf([at('2026-10-03', 72, { waistCm: 80 }), at('2026-11-03', 71)], 'waistCm'),
    ).toBeNull();
  });
});

describe('what a chart says in words', () => {
  it('names first and latest figures, the change, the lowest and the highest', () => {
    expect(
      viewSummary(weight, [at('2026-10-03', 72.4), at('2026-10-20', 73), at('2026-11-20', 70)]),
    ).toBe(
      'Weight: from 72.4 kg on 3 Oct to 70 kg on 20 Nov (\u22122.4 kg), 3 entries, lowest 70 kg, highest 73 kg.',
    );
  });

  it('says a figure was recorded once, or not at all', () => {
    expect(viewSummary(girth, [at('2026-11-20', 70, { waistCm: 82 })])).toBe(
      'Waist: 82 cm on 20 Nov, one entry. Hip: not recorded.',
    );
  });

  it('offers only the views with figures to draw', () => {
    expect(viewsWithData([at('2026-11-20', 70)]).map((v) => v.id)).toEqual(['weight']);
    expect(
      viewsWithData([at('2026-11-20', 70, { hipCm: 98, bodyFatPct: 31 })]).map((v) => v.id),
    ).toEqual(['weight', 'girth', 'bodyFat']);
  });
});

describe('the chart’s words in Hindi', () => {
  it('writes figures with Indian grouping, and dates and ticks as Hindi says them', () => {
    expect(formatFigure(105000.5, 'hi')).toBe('1,05,000.5');
    expect(formatChange(-1234.56, 'kg', 'hi')).toBe('\u22121,234.6 kg');
    expect(formatShortDay('2026-11-03', 'hi')).toBe('3 नव॰');
    const months = timeTicks([dayTime('2026-05-20'), dayTime('2026-11-20')]);
    expect(tickLabel(months[0]!, months, 'hi')).toBe('जून 2026');
  });
});
