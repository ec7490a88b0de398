import { z } from 'zod';
import { roles } from '../roles.ts';

/**
 * Issue 18, her data: the export, "Who viewed my records" and the admin's audit screen.
 * Their exact texts and schemas, shared by the server, the browser and the tests.
 */

export const privacyDataMessages = {
  exportTitle: 'Download my data',
  exportIntro:
    'One file with everything NourishWell keeps about you: your profile, assessments, plans, journal, measurements, sessions, messages and our records of your consent and of who viewed your records.',
  exportJson: 'Download (JSON)',
  exportHtml: 'Download (readable, printable)',
  exportFailed: 'We could not prepare your data. Please try again.',
  exportDone: 'Your data is downloading.',
  accessTitle: 'Who viewed my records',
  accessIntro:
    'Each time someone opens or changes your health records, it is written here. Repeat views within 10 minutes are shown once.',
  accessEmpty: 'No one has viewed or changed your records yet.',
  accessFailed: 'We could not load who viewed your records. Please try again.',
  auditTitle: 'Audit Log',
  auditEmpty: 'No audit entries match these filters.',
  auditFailed: 'We could not load the audit log. Please try again.',
  auditCsv: 'Download CSV',
  auditCsvFailed: 'We could not download the audit log. Please try again.',
  badDate: 'Please enter a date as YYYY-MM-DD.',
  badRange: 'The start date must be on or before the end date.',
  systemActor: 'NourishWell',
  deletedActor: 'A deleted account',
} as const;

/** The access log's words for an action. */
export const ACCESS_ACTIONS = ['viewed', 'changed', 'created', 'deleted', 'downloaded'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

const recordWords: Record<string, string> = {
  assessment: 'Assessment',
  mealPlan: 'Meal plan',
  meal_plan: 'Meal plan',
  client_targets: 'Nutrition targets',
  journal: 'Food journal',
  journal_entry: 'Food journal',
  journal_comment: 'Journal comment',
  client_tracking: 'Water and habits',
  measurements: 'Measurements',
  measurement: 'Measurements',
  progress: 'Weekly progress',
  goals: 'Goals',
  goal: 'Goals',
  notes: 'Session notes',
  appointment: 'Sessions',
  photos: 'Photos',
  export: 'Data export',
  client: 'Profile',
};

/** An audit entity in words ("meal_plan" → "Meal plan"); an unknown one is spelled out. */
export function recordInWords(entity: string): string {
  const known = recordWords[entity];
  if (known) return known;
  const spaced = entity
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const page = {
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
};

export const accessLogQuerySchema = z.object(page);

export const exportQuerySchema = z.object({ format: z.enum(['json', 'html']).optional() });

export const accessLogRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The person's name, "NourishWell" for the system, never another client's name. */
  who: z.string(),
  role: z.string().nullable(),
  what: z.string(),
  action: z.enum(ACCESS_ACTIONS),
});
export type AccessLogRow = z.infer<typeof accessLogRowSchema>;

const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, privacyDataMessages.badDate)
  // A real calendar day from year 1 (2026-02-31 and 0000-01-01 are refused, not sent on).
  .refine((d) => {
    const date = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === d && d >= '0001';
  }, privacyDataMessages.badDate);

export const auditQuerySchema = z
  .object({
    ...page,
    /** A person's id: rows where they acted or whose records they were. */
    person: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    /** An audit entity ("assessment", "meal_plan", "export"…). */
    type: z
      .string()
      .trim()
      .max(60)
      .regex(/^[A-Za-z_]*$/)
      .optional(),
    /** Days in the practice's time zone, both included. */
    from: dateText.optional(),
    to: dateText.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: privacyDataMessages.badRange,
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  actorRole: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  subjectId: z.number().int().nullable(),
  subjectName: z.string().nullable(),
  fields: z.array(z.string()),
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(roles),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

/** The audit entities the type filter offers (others are typed in the URL). */
export const AUDIT_TYPES = [
  'assessment',
  'mealPlan',
  'meal_plan',
  'client_targets',
  'journal',
  'journal_entry',
  'journal_comment',
  'measurements',
  'measurement',
  'progress',
  'goals',
  'goal',
  'notes',
  'appointment',
  'client',
  'client_tracking',
  'export',
  'nutritionist',
] as const;
