import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { clientLabsQuery } from '../api/labs-api.ts';
import { LabReportLine } from './lab-report-link.tsx';
import { LabTrends } from './lab-trends.tsx';

/**
 * Her own lab results (issue 35): each test's trend against her range, with "High" and
 * "Low" in words, the reports she sent and whether they were read, and (`upload`) the form
 * to send another.
 */
export function MyLabs({ clientId, upload }: { clientId: number; upload?: ReactNode }) {
  const t = useT();
  const labs = useQuery(clientLabsQuery(clientId));
  return (
    <div className="max-w-5xl space-y-6">
      <p className="text-stone-700">{t('labs.intro')}</p>
      {upload}
      {labs.isPending && (
        <LoadingBlock label={t('labs.loading')}>
          <Skeleton className="h-52 w-full" />
        </LoadingBlock>
      )}
      {labs.isError && (
        <QueryError
          message={t('labs.loadFailed')}
          error={labs.error}
          onRetry={() => void labs.refetch()}
        />
      )}
      {labs.isSuccess && (
        <>
          <section aria-labelledby="my-lab-trends" className="space-y-3">
            <h2 id="my-lab-trends" className="text-lg font-semibold text-stone-900">
              {t('labs.trends')}
            </h2>
            <LabTrends labs={labs.data} />
          </section>
          <section aria-labelledby="my-lab-reports" className="space-y-3">
            <h2 id="my-lab-reports" className="text-lg font-semibold text-stone-900">
              {t('labs.reports.title')}
            </h2>
            {labs.data.reports.length === 0 ? (
              <p className="text-stone-700">{t('labs.reports.none')}</p>
            ) : (
              <ul className="space-y-2">
                {labs.data.reports.map((report) => (
                  <li key={report.id} className="rounded-lg border border-stone-200 bg-white p-3">
                    <LabReportLine report={report} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
