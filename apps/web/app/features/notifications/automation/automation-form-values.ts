import type { AutomationRules } from '@nourishwell/shared';

/** The inputs' values: selects and number boxes hold text; '' is "no form chosen". */
export interface AutomationFormValues {
  checkIn: { enabled: boolean; formId: string; hour: string };
  journalNudge: { enabled: boolean; days: string };
  missedSession: { enabled: boolean };
  retestDue: { enabled: boolean };
  renewal: { enabled: boolean };
  afterPackageEnds: boolean;
}

export const toAutomationForm = (rules: AutomationRules): AutomationFormValues => ({
  ...rules,
  checkIn: {
    enabled: rules.checkIn.enabled,
    formId: rules.checkIn.formId === null ? '' : String(rules.checkIn.formId),
    hour: String(rules.checkIn.hour),
  },
  journalNudge: { enabled: rules.journalNudge.enabled, days: String(rules.journalNudge.days) },
});

export const fromAutomationForm = (values: AutomationFormValues): AutomationRules => ({
  ...values,
  checkIn: {
    enabled: values.checkIn.enabled,
    formId: values.checkIn.formId === '' ? null : Number(values.checkIn.formId),
    hour: Number(values.checkIn.hour),
  },
  journalNudge: { enabled: values.journalNudge.enabled, days: Number(values.journalNudge.days) },
});

/** The hours a check-in may go, 9:00 to 20:00 of her day. */
export const CHECK_IN_HOURS = Array.from({ length: 12 }, (_, i) => 9 + i);
