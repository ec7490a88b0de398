import type { MessageKey, TodayItem, TodayReason, Translate } from '@nourishwell/shared';
import { formatDate } from '#web/lib/format.ts';

const num = (value: string | number | undefined) => Number(value ?? 0);
const text = (value: string | number | undefined) => String(value ?? '');

/** Why she is on the list, in one line: "No journal for 4 days", "HbA1c out of range". */
export function reasonText(t: Translate, item: TodayItem): string {
  const d = item.detail;
  switch (item.reason) {
    case 'unreadMessages':
      return t('today.reason.unreadMessages', { count: num(d.count) });
    case 'missedNotRebooked':
      return t('today.reason.missedNotRebooked', { date: formatDate(text(d.on)) });
    case 'labOutOfRange':
      return t('today.reason.labOutOfRange', { tests: text(d.tests) });
    case 'noJournal':
      return t('today.reason.noJournal', { days: num(d.days) });
    case 'weightUp':
      return t('today.reason.weightUp', { gain: num(d.gainKg) });
    case 'formNotCompleted':
      return t('today.reason.formNotCompleted', { days: num(d.days) });
    case 'retestDue':
      return t('today.reason.retestDue', { tests: text(d.tests) });
    case 'packageEnding':
      return t('today.reason.packageEnding', { days: num(d.days), name: text(d.package) });
    case 'packageExpired':
      return t('today.reason.packageExpired', { days: num(d.days), name: text(d.package) });
  }
}

/** Where each reason's one-tap action goes, and what its button says. */
export type TodayAction = 'chat' | 'book' | 'labs' | 'record' | 'package';

export const reasonAction: Record<TodayReason, { action: TodayAction; label: MessageKey }> = {
  unreadMessages: { action: 'chat', label: 'today.action.reply' },
  missedNotRebooked: { action: 'book', label: 'today.action.book' },
  labOutOfRange: { action: 'labs', label: 'today.action.labs' },
  noJournal: { action: 'chat', label: 'today.action.message' },
  weightUp: { action: 'record', label: 'today.action.progress' },
  formNotCompleted: { action: 'chat', label: 'today.action.remind' },
  retestDue: { action: 'chat', label: 'today.action.askRetest' },
  packageEnding: { action: 'package', label: 'today.action.renew' },
  packageExpired: { action: 'package', label: 'today.action.renew' },
};
