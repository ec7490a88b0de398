import {
  GRIEVANCE_DUE_SOON_DAYS,
  type AdminGrievance,
  type GrievanceStatus,
  type MessageKey,
} from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** A concern's status: its name in the catalogue (she reads it on her privacy page) and tone. */
export const statusBadges: Record<
  GrievanceStatus,
  { key: MessageKey; tone: 'grey' | 'blue' | 'green' }
> = {
  open: { key: 'privacy.concerns.open', tone: 'grey' },
  inProgress: { key: 'privacy.concerns.inProgress', tone: 'blue' },
  resolved: { key: 'privacy.concerns.resolved', tone: 'green' },
};

export function StatusBadge({ status }: { status: GrievanceStatus }) {
  const t = useT();
  return <Badge tone={statusBadges[status].tone}>{t(statusBadges[status].key)}</Badge>;
}

/** The 90-day clock: the due date, and how late or how near it is while unresolved. */
export function DueBadge({ grievance }: { grievance: AdminGrievance }) {
  const { dueAt, daysLeft, overdue, status } = grievance;
  if (status === 'resolved') return <span>{formatDate(dueAt)}</span>;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span>{formatDate(dueAt)}</span>
      {overdue ? (
        <Badge tone="red">{`Overdue ${-daysLeft} ${daysLeft === -1 ? 'day' : 'days'}`}</Badge>
      ) : (
        <Badge tone={daysLeft <= GRIEVANCE_DUE_SOON_DAYS ? 'amber' : 'grey'}>
          {`${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`}
        </Badge>
      )}
    </span>
  );
}
