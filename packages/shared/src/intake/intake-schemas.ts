import { z } from 'zod';
import { assessmentFieldsSchema } from '../schemas/assessment.ts';
import { idSchema } from '../schemas/common.ts';
import { INTAKE_QUESTION_KINDS, type IntakeSection } from './intake-form-shape.ts';
import { intakeMessages as m } from './intake-texts.ts';

/** The intake forms as the API carries them (issue 35). */

/** The assessment fields an intake question may fill (the assessment's own names). */
export const ASSESSMENT_FIELD_NAMES = Object.keys(assessmentFieldsSchema.shape) as Array<
  keyof typeof assessmentFieldsSchema.shape
>;

const label = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const localId = z
  .string({ error: m.questionInvalid })
  .regex(/^[a-zA-Z0-9_-]{1,40}$/, m.idsRepeated);

export const intakeQuestionSchema = z
  .object({
    id: localId,
    kind: z.enum(INTAKE_QUESTION_KINDS, { error: m.questionInvalid }),
    label: label(300, m.questionInvalid),
    help: z.string({ error: m.questionInvalid }).trim().max(500, m.questionInvalid).optional(),
    required: z.boolean({ error: m.questionInvalid }),
    unit: z.string({ error: m.questionInvalid }).trim().max(20, m.questionInvalid).optional(),
    options: z.array(label(100, m.choicesInvalid), { error: m.choicesInvalid }).optional(),
    min: z.number({ error: m.boundsInvalid }).finite(m.boundsInvalid).optional(),
    max: z.number({ error: m.boundsInvalid }).finite(m.boundsInvalid).optional(),
    // A string the list holds (not an enum), so the type stays the shape's `string`.
    assessmentField: z
      .string({ error: m.questionInvalid })
      .refine((name) => (ASSESSMENT_FIELD_NAMES as string[]).includes(name), m.questionInvalid)
      .optional(),
  })
  .superRefine((q, ctx) => {
    const choice = q.kind === 'singleChoice' || q.kind === 'multipleChoice';
    const options = q.options ?? [];
    if (
      choice &&
      (options.length < 2 || options.length > 30 || new Set(options).size !== options.length)
    )
      ctx.addIssue({ code: 'custom', message: m.choicesInvalid });
    if (q.min !== undefined && q.max !== undefined && q.min >= q.max)
      ctx.addIssue({ code: 'custom', message: m.boundsInvalid });
    if (q.kind === 'scale' && (q.min === undefined || q.max === undefined))
      ctx.addIssue({ code: 'custom', message: m.boundsInvalid });
  });

export const intakeSectionSchema = z.object({
  id: localId,
  title: label(120, m.sectionsInvalid),
  questions: z
    .array(intakeQuestionSchema, { error: m.sectionsInvalid })
    .min(1, m.sectionsInvalid)
    .max(60, m.sectionsInvalid),
});

/** A form as the builder saves it: a change to any of it makes a new version. */
export const intakeFormInputSchema = z
  .object({
    title: z
      .string({ error: m.titleInvalid })
      .trim()
      .min(2, m.titleInvalid)
      .max(120, m.titleInvalid),
    intro: z.string({ error: m.introInvalid }).trim().max(2000, m.introInvalid).default(''),
    consentStatement: z
      .string({ error: m.consentInvalid })
      .trim()
      .min(10, m.consentInvalid)
      .max(2000, m.consentInvalid),
    sections: z
      .array(intakeSectionSchema, { error: m.sectionsInvalid })
      .min(1, m.sectionsInvalid)
      .max(30, m.sectionsInvalid),
  })
  .refine((form) => {
    const ids = form.sections.flatMap((s) => [s.id, ...s.questions.map((q) => q.id)]);
    return new Set(ids).size === ids.length;
  }, m.idsRepeated);
export type IntakeFormInput = z.input<typeof intakeFormInputSchema>;

/** A form with its latest version, as the builder and the send list read it. */
export const intakeFormSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  intro: z.string(),
  consentStatement: z.string(),
  sections: z.array(z.custom<IntakeSection>()),
  practiceWide: z.boolean(),
  retiredAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type IntakeForm = z.infer<typeof intakeFormSchema>;

export const INTAKE_SEND_STATUSES = ['sent', 'opened', 'completed'] as const;
export type IntakeSendStatus = (typeof INTAKE_SEND_STATUSES)[number];

const answerSchema = z.union([
  z.string().max(4000),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(100)).max(30),
  z.object({ fileId: z.number().int().positive() }),
  z.null(),
]);
export const intakeAnswersSchema = z.record(z.string().max(40), answerSchema, {
  error: m.answersInvalid,
});

/** One form sent to her: the list's row. */
export const intakeSendSummarySchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  title: z.string(),
  version: z.number().int(),
  status: z.enum(INTAKE_SEND_STATUSES),
  sentAt: z.string(),
  openedAt: z.string().nullable(),
  savedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
});
export type IntakeSendSummary = z.infer<typeof intakeSendSummarySchema>;

/** One send in full: the version's questions, her answers, and once signed her signature. */
export const intakeSendSchema = intakeSendSummarySchema.extend({
  intro: z.string(),
  consentStatement: z.string(),
  sections: z.array(z.custom<IntakeSection>()),
  answers: intakeAnswersSchema,
  signedName: z.string().nullable(),
  signedOn: z.string().nullable(),
});
export type IntakeSend = z.infer<typeof intakeSendSchema>;

export const intakeFormParamsSchema = z.object({ formId: idSchema });
export const intakeSendParamsSchema = z.object({ sendId: idSchema });
export const clientIntakeParamsSchema = z.object({ clientId: idSchema });
export const clientIntakeSendParamsSchema = z.object({ clientId: idSchema, sendId: idSchema });
export const sendIntakeSchema = z.object({ formId: idSchema });
export const saveIntakeAnswersSchema = z.object({ answers: intakeAnswersSchema });
export const signIntakeSchema = z.object({
  answers: intakeAnswersSchema,
  fullName: z
    .string({ error: m.nameMismatch })
    .trim()
    .min(1, m.nameMismatch)
    .max(120, m.nameMismatch),
  agree: z.literal(true, { error: m.consentRequired }),
});

/** Her file for a file question (multipart: `file` plus this field). */
export const intakeFileFormSchema = z.object({
  questionId: z
    .string({ error: m.notFileQuestion })
    .regex(/^[a-zA-Z0-9_-]{1,40}$/, m.notFileQuestion),
});
export const intakeFileSchema = z.object({ fileId: z.number().int(), fileName: z.string() });
export type IntakeFile = z.infer<typeof intakeFileSchema>;

/** The assessment's prefill: the latest signed intake's answers to mapped questions. */
export const intakePrefillSchema = z
  .object({
    sendId: z.number().int(),
    title: z.string(),
    completedAt: z.string(),
    fields: z.record(z.string(), z.string()),
  })
  .nullable();
export type IntakePrefill = z.infer<typeof intakePrefillSchema>;
