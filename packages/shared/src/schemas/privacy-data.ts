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

/**
 * The kinds of record the audit log names, each once, in words, with every entity name the
 * log stores it under: a read is logged under its endpoint's record type ("mealPlan"), a
 * change under its table's name ("meal_plan"). The admin's Record filter offers these.
 */
export const AUDIT_RECORD_KINDS = [
  { kind: 'assessment', label: 'Assessment', entities: ['assessment'] },
  { kind: 'meal_plan', label: 'Meal plan', entities: ['meal_plan', 'mealPlan'] },
  { kind: 'client_targets', label: 'Nutrition targets', entities: ['client_targets'] },
  { kind: 'journal', label: 'Food journal', entities: ['journal', 'journal_entry'] },
  { kind: 'journal_comment', label: 'Journal comment', entities: ['journal_comment'] },
  { kind: 'measurements', label: 'Measurements', entities: ['measurements', 'measurement'] },
  { kind: 'progress', label: 'Weekly progress', entities: ['progress'] },
  { kind: 'goals', label: 'Goals', entities: ['goals', 'goal'] },
  { kind: 'notes', label: 'Session notes', entities: ['notes'] },
  { kind: 'appointment', label: 'Sessions', entities: ['appointment'] },
  { kind: 'client', label: 'Profile', entities: ['client'] },
  { kind: 'client_tracking', label: 'Water and habits', entities: ['client_tracking', 'tracking'] },
  { kind: 'export', label: 'Data export', entities: ['export'] },
  { kind: 'nutritionist', label: 'Nutritionist', entities: ['nutritionist'] },
] as const satisfies ReadonlyArray<{ kind: string; label: string; entities: readonly string[] }>;

const recordWords: Record<string, string> = {
  photos: 'Photos',
  ...Object.fromEntries(
    AUDIT_RECORD_KINDS.flatMap(({ label, entities }) => entities.map((entity) => [entity, label])),
  ),
};

/**
 * The entity names to look for when filtering by `type`: every name of its kind when it
 * names one (by the kind or by any of the names it is stored under), else `type` alone.
 */
export function auditEntitiesOf(type: string): string[] {
  const kind = AUDIT_RECORD_KINDS.find(
    (k) => k.kind === type || (k.entities as readonly string[]).includes(type),
  );
  return kind ? [...kind.entities] : [type];
}

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
    /**
     * A kind of record (AUDIT_RECORD_KINDS: "meal_plan" finds "mealPlan" rows too), or any
     * other audit entity by its stored name ("consent", "breach"…).
     */
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
