import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { privacyDataMessages as m, roleLabels, type Role } from '@nourishwell/shared';
import { Card } from '#web/components/ui/detail-list.tsx';
import { PageSteps } from '#web/components/ui/list-controls.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { accessLogQuery } from './my-data-api.ts';

const SIZE = 20;

const roleOf = (role: string | null) =>
  role && role in roleLabels ? roleLabels[role as Role] : null;

/** "Who viewed my records": who opened or changed her health records, newest first. */
export function AccessLogCard() {
  const [page, setPage] = useState(0);
  const log = useQuery({
    ...accessLogQuery({ limit: SIZE, offset: page * SIZE }),
    placeholderData: keepPreviousData,
  });
  const rows = log.data?.rows ?? [];
  return (
    <Card title={m.accessTitle}>
      <p className="text-stone-700">{m.accessIntro}</p>
      {log.isError && <QueryError message={m.accessFailed} onRetry={() => void log.refetch()} />}
      {log.isPending && <p className="mt-4 text-stone-600">Loading…</p>}
      {log.isSuccess && rows.length === 0 && <p className="mt-4 text-stone-600">{m.accessEmpty}</p>}
      {rows.length > 0 && (
        <ul className="mt-4 divide-y divide-stone-200" aria-label={m.accessTitle}>
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span>
                <span className="font-medium text-stone-900">{row.who}</span>
                {roleOf(row.role) && (
                  <span className="text-stone-600"> ({roleOf(row.role)})</span>
                )}{' '}
                {row.action} {row.what.toLowerCase()}
              </span>
              <time dateTime={row.at} className="text-sm whitespace-nowrap text-stone-600">
                {formatDateTime(row.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {log.data && log.data.total > SIZE && (
        <div className="mt-3">
          <PageSteps page={page} size={SIZE} total={log.data.total} onPage={setPage} />
        </div>
      )}
    </Card>
  );
}
