import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { isoDateSchema } from '../schemas/journal.ts';
import { NOTE_LIMITS, sessionNoteMessages as m } from './session-note-texts.ts';

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** A period of at most a year, its start on or before its end. */
const inPeriod = <S extends z.ZodType<{ from: string; to: string }>>(schema: S) =>
  schema
    .refine((p) => p.from <= p.to, { message: m.periodInvalid, path: ['to'] })
    .refine((p) => dayNumber(p.to) - dayNumber(p.from) < NOTE_LIMITS.periodDays, {
      message: m.periodTooLong,
      path: ['to'],
    });

export const reportPeriodSchema = inPeriod(z.object({ from: isoDateSchema, to: isoDateSchema }));

export const outcomeReportInputSchema = inPeriod(
  z.object({
    from: isoDateSchema,
    to: isoDateSchema,
    summary: z
      .string({ error: m.summaryRequired })
      .trim()
      .min(1, m.summaryRequired)
      .max(LIMITS.longTextMaxLength, m.summaryRequired),
  }),
);

export const sendReportSchema = z.object({
  /** A text goes by the practice's text channel (WhatsApp or SMS). */
  channel: z.enum(['email', 'text'], { error: m.channelInvalid }),
});

const change = z.object({
  first: z.number().nullable(),
  latest: z.number().nullable(),
  firstOn: z.string().nullable(),
  latestOn: z.string().nullable(),
});

/** The figures of a period: first and latest of each measure, labs with ranges, sessions. */
export const outcomeFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  weightKg: change,
  waistCm: change,
  bmi: change,
  labs: z.array(
    change.extend({
      code: z.string(),
      name: z.string(),
      unit: z.string(),
      low: z.number().nullable(),
      high: z.number().nullable(),
    }),
  ),
  homaIr: change,
  adherencePercent: z.number().nullable(),
  sessionsCompleted: z.number().int(),
  sessionsMissed: z.number().int(),
});
export type OutcomeFigures = z.infer<typeof outcomeFiguresSchema>;

export const outcomeReportSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  from: z.string(),
  to: z.string(),
  summary: z.string(),
  createdAt: z.string(),
});
export type OutcomeReport = z.infer<typeof outcomeReportSchema>;
