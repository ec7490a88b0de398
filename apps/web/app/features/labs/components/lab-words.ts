import { LAB_TESTS, type LabFlag, type LabTestCode, type LabTrend } from '@nourishwell/shared';
import { formatFigure, type Speech } from '#web/components/charts/measurement-words.ts';

/** The chart's way of speaking (the catalogue and the viewer's language), reused. */
export type LabSpeech = Speech;

/** The test's name in her language ("HbA1c", "विटामिन D"). */
export const testName = (code: LabTestCode, { t }: Pick<LabSpeech, 't'>) => t(`labs.test.${code}`);

/** "High", "Low", "In range": the flag in words, never in colour alone. */
export const flagWord = (flag: LabFlag, { t }: Pick<LabSpeech, 't'>) => t(`labs.flag.${flag}`);

/** Colours of a flag's badge (its words say the same). */
export const FLAG_TONE = { high: 'red', low: 'amber', inRange: 'green' } as const;

/** "Healthy range 4–5.6 %", "up to 99 mg/dL", "50 mg/dL or more". */
export function rangeWords(
  trend: Pick<LabTrend, 'range' | 'unit'>,
  { t, locale }: LabSpeech,
): string {
  const { range, unit } = trend;
  const low = range?.low ?? null;
  const high = range?.high ?? null;
  const figure = (n: number) => formatFigure(n, locale);
  if (low !== null && high !== null)
    return t('labs.range.between', { low: figure(low), high: figure(high), unit });
  if (high !== null) return t('labs.range.upTo', { high: figure(high), unit });
  if (low !== null) return t('labs.range.atLeast', { low: figure(low), unit });
  return t('labs.range.none');
}

/** A value to the decimals its test is read in (glucose 104, not 104.49 from 5.8 mmol/L). */
export function shownValue(code: LabTestCode, value: number): number {
  const scale = 10 ** LAB_TESTS[code].decimals;
  return Math.round(value * scale) / scale;
}
