import { z } from 'zod';

/**
 * The practice's rules for automatic messages (issue 36), set by the admin. Each rule can
 * be switched off; every message a rule sends is an outbox row with its reason.
 */
export const automationRulesSchema = z.object({
  /** The weekly check-in form, sent on her chosen day. */
  checkIn: z.object({
    enabled: z.boolean(),
    /** The practice's form to send; null: the rule cannot run yet. */
    formId: z.number().int().positive().nullable(),
    /** Hour of her day it goes, 9 to 20. */
    hour: z.number().int().min(9).max(20),
  }),
  /** A nudge after this many days without a journal entry. */
  journalNudge: z.object({ enabled: z.boolean(), days: z.number().int().min(1).max(30) }),
  /** After a missed session, a note with a link to book again. */
  missedSession: z.object({ enabled: z.boolean() }),
  /** When a lab's retest interval has passed. */
  retestDue: z.object({ enabled: z.boolean() }),
  /** The package renewal reminders (issue 34). */
  renewal: z.object({ enabled: z.boolean() }),
  /** Whether a client whose package has ended still gets nudges and check-ins. */
  afterPackageEnds: z.boolean(),
});
export type AutomationRules = z.infer<typeof automationRulesSchema>;

export const DEFAULT_AUTOMATION_RULES: AutomationRules = {
  checkIn: { enabled: false, formId: null, hour: 10 },
  journalNudge: { enabled: true, days: 3 },
  missedSession: { enabled: true },
  retestDue: { enabled: true },
  renewal: { enabled: true },
  afterPackageEnds: false,
};

/** The admin's texts about the rules (staff screens are in English). */
export const automationMessages = {
  formRequired: 'Choose the form the weekly check-in sends before switching it on.',
  formInvalid: 'Choose one of the practice’s forms in use for the weekly check-in.',
} as const;

/** How the admin's screens name each kind of automatic message. */
export const AUTOMATIC_KINDS = ['checkIn', 'journalNudge', 'missedSession', 'retestDue'] as const;
export type AutomaticKind = (typeof AUTOMATIC_KINDS)[number];
