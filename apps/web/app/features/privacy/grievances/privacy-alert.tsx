import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { privacySummaryQuery } from './grievances-api.ts';

/**
 * On the admin dashboard: says when a data concern is past its 90 days or a breach is
 * unreported past 72 hours. Nothing shows when nothing is due (or the count fails to load:
 * the privacy page itself says that).
 */
export function PrivacyAlert() {
  const t = useT();
  const summary = useQuery(privacySummaryQuery());
  const data = summary.data;
  if (!data || (data.overdueGrievances === 0 && data.breachesPastReportDeadline === 0)) return null;
  const parts = [
    data.overdueGrievances > 0 &&
      t('privacyAdmin.alert.concerns', { count: data.overdueGrievances }),
    data.breachesPastReportDeadline > 0 &&
      t('privacyAdmin.alert.breaches', { count: data.breachesPastReportDeadline }),
  ].filter(Boolean);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-950"
    >
      <AlertTriangle aria-hidden className="mt-0.5 shrink-0" size={20} />
      <p className="flex-1">
        <strong>{t('privacyAdmin.alert.title')}</strong>{' '}
        {t('privacyAdmin.alert.list', { list: parts.join('; ') })}
      </p>
      <Link
        to="/dashboard/admin/privacy"
        className="inline-flex min-h-11 items-center font-semibold underline"
      >
        {t('privacyAdmin.alert.open')}
      </Link>
    </div>
  );
}
