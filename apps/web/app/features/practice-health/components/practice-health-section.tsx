import { useQuery } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import { useId } from 'react';
import { PRACTICE_HEALTH_METRICS, type PracticeHealth } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { practiceHealthQuery } from '../api/practice-health-api.ts';
import { HealthCard, useCsvDownload } from './health-card.tsx';
import { nothingYet } from './metric-format.ts';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function TeamTable({ rows }: { rows: PracticeHealth['nutritionistsLast4Weeks'] }) {
  const t = useT();
  if (rows.length === 0)
    return <p className="text-sm text-stone-600">{t('practiceHealth.team.none')}</p>;
  return (
    <Table
      caption={t('practiceHealth.team.title')}
      head={[
        t('practiceHealth.team.head.nutritionist'),
        t('practiceHealth.team.head.held'),
        t('practiceHealth.team.head.perWeek'),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.nutritionistId}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            {row.name}
          </th>
          <td className="px-3 py-2 tabular-nums">{row.sessionsHeld}</td>
          <td className="px-3 py-2 tabular-nums">{row.perWeek}</td>
        </tr>
      ))}
    </Table>
  );
}

function Body() {
  const t = useT();
  const health = useQuery(practiceHealthQuery());
  const csv = useCsvDownload();
  if (health.isPending)
    return (
      <LoadingBlock label={t('practiceHealth.loading')}>
        <div className={GRID}>
          {PRACTICE_HEALTH_METRICS.map((metric) => (
            <Skeleton key={metric} className="h-52" />
          ))}
        </div>
      </LoadingBlock>
    );
  if (health.isError)
    return (
      <QueryError
        message={t('practiceHealth.loadFailed')}
        onRetry={() => void health.refetch()}
        error={health.error}
      />
    );
  const { months, nutritionistsLast4Weeks } = health.data;
  if (nothingYet(months)) return <p className="text-stone-600">{t('practiceHealth.empty')}</p>;
  return (
    <div className="space-y-4">
      <Button variant="secondary" disabled={csv.saving} onClick={() => void csv.save()}>
        <FileSpreadsheet aria-hidden size={18} /> {t('practiceHealth.downloadAll')}
      </Button>
      <div className={GRID}>
        {PRACTICE_HEALTH_METRICS.map((metric) => (
          <HealthCard key={metric} metric={metric} months={months} />
        ))}
      </div>
      <TeamTable rows={nutritionistsLast4Weeks} />
    </div>
  );
}

/**
 * The admin dashboard's "Practice health" (issue 36): a card a metric, each with this
 * month's figure, its change, a twelve-month line and its CSV; what each figure counts is
 * said on its card (the server's definitions: practice-health-schemas.ts).
 */
export function PracticeHealthSection() {
  const t = useT();
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-xl font-semibold text-stone-900">
          {t('practiceHealth.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('practiceHealth.intro')}</p>
      </div>
      <Body />
    </section>
  );
}
