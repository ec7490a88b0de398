/**
 * Issue 18 (DPDP Act 2023 and its Rules): the values every privacy part shares. Each part's
 * texts and schemas live in their own file beside this one.
 */

/** The privacy notice in force. Changing it asks every user to accept again at sign-in. */
export const PRIVACY_NOTICE_VERSION = '2026-11-24';

/** How a consent row came to be (the log keeps who, which version, when and how). */
/** `intake`: her signature on an intake form (its version is `intake-form:<form>:<version>`). */
/** `channels`: she switched a channel on or off in her notification settings (`channel:<name>`). */
export const CONSENT_METHODS = ['sign-in', 'form', 'profile', 'intake', 'channels'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];
export const CONSENT_ACTIONS = ['accept', 'withdraw'] as const;

/** Why an account is being erased. */
export const ERASURE_REASONS = ['request', 'withdrawal', 'retention'] as const;
export type ErasureReason = (typeof ERASURE_REASONS)[number];
export const ERASURE_STATUSES = ['pending', 'cancelled', 'done', 'failed'] as const;

export const GRIEVANCE_STATUSES = ['open', 'inProgress', 'resolved'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const BREACH_STATUSES = ['open', 'reported', 'closed'] as const;

/** The health records whose reads and writes the access log shows her (entity names in audit_log). */
export const HEALTH_RECORD_TYPES = [
  'assessment',
  'mealPlan',
  'journal',
  'tracking',
  'measurements',
  'progress',
  'goals',
  'notes',
  'photos',
  'intake',
  'labs',
  'outcome',
  'export',
] as const;
export type HealthRecordType = (typeof HEALTH_RECORD_TYPES)[number];

/** The law's clocks and our own, in one place. */
export const PRIVACY_CLOCKS = {
  /** Erasure notice: she may cancel until then. */
  erasureNoticeHours: 48,
  /** A grievance is answered within this many days (DPDP Rules). */
  grievanceDueDays: 90,
  /** A breach is reported to the Data Protection Board within this many hours. */
  breachReportHours: 72,
  /** Access logs are kept at least this long; the app never deletes them. */
  auditKeepDays: 365,
  /** Default for RETENTION_INACTIVE_DAYS. */
  retentionInactiveDays: 1095,
} as const;
