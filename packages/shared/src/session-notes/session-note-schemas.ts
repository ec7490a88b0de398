import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { idSchema } from '../schemas/common.ts';
import { isoDateSchema } from '../schemas/journal.ts';
import { NOTE_LIMITS, sessionNoteMessages as m } from './session-note-texts.ts';

const part = z.string({ error: m.textTooLong }).max(LIMITS.longTextMaxLength, m.textTooLong);
const pesField = z
  .string({ error: m.diagnosisInvalid })
  .trim()
  .max(LIMITS.shortTextMaxLength, m.diagnosisInvalid);

export const pesStatementSchema = z.object({
  problem: pesField.min(1, m.diagnosisInvalid),
  etiology: pesField,
  signs: pesField,
});

export const appointmentParamsSchema = z.object({ appointmentId: idSchema });
export const noteClientParamsSchema = z.object({ clientId: idSchema });
export const reportParamsSchema = z.object({ reportId: idSchema });

/** PUT a draft: the four ADIME parts, the summary (the session's notes) and the next date. */
export const noteDraftSchema = z.object({
  templateId: idSchema.nullish(),
  assessment: part,
  diagnoses: z.array(pesStatementSchema).max(NOTE_LIMITS.maxDiagnoses, m.tooManyDiagnoses),
  intervention: part,
  monitoring: part,
  nextSessionOn: isoDateSchema.nullish(),
  summary: part,
});
export type NoteDraftInput = z.input<typeof noteDraftSchema>;

export const addendumInputSchema = z.object({
  text: z
    .string({ error: m.addendumRequired })
    .trim()
    .min(1, m.addendumRequired)
    .max(LIMITS.longTextMaxLength, m.addendumRequired),
});

export const noteFiguresSchema = z.object({
  weightKg: z.number().nullable(),
  waistCm: z.number().nullable(),
  bmi: z.number().nullable(),
  labs: z.array(z.object({ code: z.string(), value: z.number(), takenOn: z.string() })),
  adherencePercent: z.number().nullable(),
  since: z.string().nullable(),
});

export const addendumSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

/** A note as the nutritionist reads it; `id` null: a prefilled draft not yet saved. */
export const sessionNoteRecordSchema = z.object({
  id: z.number().int().nullable(),
  appointmentId: z.number().int(),
  clientId: z.number().int(),
  scheduledAt: z.string(),
  appointmentStatus: z.string(),
  templateId: z.number().int().nullable(),
  figures: noteFiguresSchema.nullable(),
  assessment: z.string(),
  diagnoses: z.array(pesStatementSchema),
  intervention: z.string(),
  monitoring: z.string(),
  nextSessionOn: z.string().nullable(),
  summary: z.string(),
  signedAt: z.string().nullable(),
  signedName: z.string().nullable(),
  addenda: z.array(addendumSchema),
});
export type SessionNoteRecord = z.infer<typeof sessionNoteRecordSchema>;

export const noteTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  assessment: z.string(),
  diagnosis: z.string(),
  intervention: z.string(),
  monitoring: z.string(),
});
export type NoteTemplate = z.infer<typeof noteTemplateSchema>;

/** A template the practice's nutritionists start notes from; `retired` hides it from the choice. */
export const noteTemplateInputSchema = z.object({
  name: z
    .string({ error: m.templateNameInvalid })
    .trim()
    .min(2, m.templateNameInvalid)
    .max(80, m.templateNameInvalid),
  assessment: part,
  diagnosis: part,
  intervention: part,
  monitoring: part,
  retired: z.boolean().optional(),
});
export const templateParamsSchema = z.object({ templateId: idSchema });
