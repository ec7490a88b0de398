import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { privacySummaryQuery } from './grievances-api.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * On the admin dashboard: says when a data concern is past its 90 days or a breach is
 * unreported past 72 hours. Nothing shows when nothing is due (or the count fails to load:
 * the privacy page itself says that).
 */
export function PrivacyAlert() {
  const summary = useQuery(privacySummaryQuery());
  const data = summary.data;
  if (!data || (data.overdueGrievances === 0 && data.breachesPastReportDeadline === 0)) return null;
  const parts = [
    data.overdueGrievances > 0 &&
      `${plural(data.overdueGrievances, 'data concern is', 'data concerns are')} past the 90-day answer date`,
    data.breachesPastReportDeadline > 0 &&
      `${plural(data.breachesPastReportDeadline, 'breach is', 'breaches are')} not reported within 72 hours`,
  ].filter(Boolean);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-950"
    >
      <AlertTriangle aria-hidden className="mt-0.5 shrink-0" size={20} />
      <p className="flex-1">
        <strong>Privacy deadlines missed:</strong> {parts.join('; ')}.
      </p>
      <Link
        to="/dashboard/admin/privacy"
        className="inline-flex min-h-11 items-center font-semibold underline"
      >
        Open Privacy
      </Link>
    </div>
  );
}
