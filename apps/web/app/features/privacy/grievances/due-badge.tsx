import { GRIEVANCE_DUE_SOON_DAYS, type AdminGrievance } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

// The staff's alone: a client's own concerns show their status (grievance-labels.tsx), never
// this clock, so her pages do not import the staff texts it says.
/** The 90-day clock: the due date, and how late or how near it is while unresolved. */
export function DueBadge({ grievance }: { grievance: AdminGrievance }) {
  const t = useT();
  const { dueAt, daysLeft, overdue, status } = grievance;
  if (status === 'resolved') return <span>{formatDate(dueAt)}</span>;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span>{formatDate(dueAt)}</span>
      {overdue ? (
        <Badge tone="red">{t('privacyAdmin.grievances.overdueDays', { days: -daysLeft })}</Badge>
      ) : (
        <Badge tone={daysLeft <= GRIEVANCE_DUE_SOON_DAYS ? 'amber' : 'grey'}>
          {t('privacyAdmin.grievances.daysLeft', { days: daysLeft })}
        </Badge>
      )}
    </span>
  );
}
