import type { Breach, MessageKey } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

export const breachStatusKeys: Record<Breach['status'], MessageKey> = {
  open: 'privacyAdmin.breach.status.open',
  reported: 'privacyAdmin.breach.status.reported',
  closed: 'privacyAdmin.breach.status.closed',
};

/** The 72-hour clock: reported, overdue, or hours left to report to the Board. */
export function ReportClock({ breach }: { breach: Breach }) {
  const t = useT();
  if (breach.reportedAt)
    return <Badge tone="green">{t('privacyAdmin.breach.status.reported')}</Badge>;
  if (breach.status === 'closed')
    return <Badge tone="grey">{t('privacyAdmin.breach.status.closed')}</Badge>;
  // Hours while they count; whole days once it is two days late.
  const late = -breach.hoursLeft;
  if (breach.overdue)
    return (
      <Badge tone="red">
        {late < 48
          ? t('privacyAdmin.breach.overdueHours', { hours: late })
          : t('privacyAdmin.breach.overdueDays', { days: Math.floor(late / 24) })}
      </Badge>
    );
  return (
    <Badge tone={breach.hoursLeft < 24 ? 'amber' : 'grey'}>
      {t('privacyAdmin.breach.hoursLeft', { hours: breach.hoursLeft })}
    </Badge>
  );
}
