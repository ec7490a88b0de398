import { useQuery } from '@tanstack/react-query';
import { Button } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  downloadReportPdf,
  outcomeReportsQuery,
} from '#web/features/outcome-reports/api/outcome-api.ts';

const day = (date: string) => formatDate(`${date}T12:00:00`);

/** Her progress reports (issue 35), newest first: the period, her nutritionist's summary, the PDF. */
export function MyReports({ clientId }: { clientId: number }) {
  const t = useT();
  const list = useQuery(outcomeReportsQuery(clientId));
  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-stone-700">{t('outcome.intro')}</p>
      {list.isPending && (
        <LoadingBlock label={t('outcome.loading')}>
          <Skeleton className="h-32 w-full" />
        </LoadingBlock>
      )}
      {list.isError && (
        <QueryError
          message={t('outcome.loadFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && list.data.length === 0 && (
        <p className="rounded-2xl border border-stone-200 bg-white p-5 text-stone-800">
          {t('outcome.empty')}
        </p>
      )}
      {list.isSuccess && list.data.length > 0 && (
        <ul aria-label={t('outcome.listLabel')} className="space-y-4">
          {list.data.map((r) => (
            <li key={r.id} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
              <h2 className="text-lg font-semibold text-stone-900">
                {t('outcome.period', { from: day(r.from), to: day(r.to) })}
              </h2>
              <p className="break-words whitespace-pre-wrap text-stone-800">{r.summary}</p>
              <Button onClick={() => void downloadReportPdf(r.id, t('outcome.pdfFailed'))}>
                {t('outcome.download')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
