import {
  GRIEVANCE_DUE_SOON_DAYS,
  type AdminGrievance,
  type GrievanceStatus,
} from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDate } from '#web/lib/format.ts';

export const statusBadges: Record<
  GrievanceStatus,
  { label: string; tone: 'grey' | 'blue' | 'green' }
> = {
  open: { label: 'Open', tone: 'grey' },
  inProgress: { label: 'In progress', tone: 'blue' },
  resolved: { label: 'Resolved', tone: 'green' },
};

export function StatusBadge({ status }: { status: GrievanceStatus }) {
  return <Badge tone={statusBadges[status].tone}>{statusBadges[status].label}</Badge>;
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
