import { AUDIT_RECORD_KINDS, recordInWords, type MessageKey } from '@nourishwell/shared';
import type { Translate } from '@nourishwell/shared';

type Kind = (typeof AUDIT_RECORD_KINDS)[number]['kind'];

/** Each kind of record her access log names, in the catalogue. */
const kindKeys: Record<Kind, MessageKey> = {
  assessment: 'privacy.record.assessment',
  meal_plan: 'privacy.record.mealPlan',
  client_targets: 'privacy.record.targets',
  journal: 'privacy.record.journal',
  journal_comment: 'privacy.record.journalComment',
  measurements: 'privacy.record.measurements',
  progress: 'privacy.record.progress',
  goals: 'privacy.record.goals',
  notes: 'privacy.record.notes',
  appointment: 'privacy.record.sessions',
  client: 'privacy.record.profile',
  client_tracking: 'privacy.record.tracking',
  export: 'privacy.record.export',
  nutritionist: 'privacy.record.nutritionist',
};

/**
 * The server names a record in English words (`recordInWords`); this finds the kind those
 * words name and says it in the language in use. A record it does not know stays as sent.
 */
export function recordName(t: Translate, words: string): string {
  if (words === recordInWords('photos')) return t('privacy.record.photos');
  const kind = AUDIT_RECORD_KINDS.find((k) => k.label === words)?.kind;
  return kind ? t(kindKeys[kind]) : words;
}
