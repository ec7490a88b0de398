import type { Breach } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';

export const breachStatusLabels: Record<Breach['status'], string> = {
  open: 'Open',
  reported: 'Reported',
  closed: 'Closed',
};

/** Hours while they count; whole days once it is two days late. */
const lateBy = (hours: number) => (hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`);

/** The 72-hour clock: reported, overdue, or hours left to report to the Board. */
export function ReportClock({ breach }: { breach: Breach }) {
  if (breach.reportedAt) return <Badge tone="green">Reported</Badge>;
  if (breach.status === 'closed') return <Badge tone="grey">Closed</Badge>;
  if (breach.overdue) return <Badge tone="red">{`Overdue ${lateBy(-breach.hoursLeft)}`}</Badge>;
  return (
    <Badge tone={breach.hoursLeft < 24 ? 'amber' : 'grey'}>{`${breach.hoursLeft} h left`}</Badge>
  );
}
