import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { consentLabels, consentMessages, type ConsentLog } from '@nourishwell/shared';
import { Card } from '#web/components/ui/detail-list.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { myConsentsQuery } from './consent-api.ts';

const head = ['Date', 'Action', 'Notice version', 'How'];

/** When she accepted the version she holds: its newest acceptance in the log. */
function acceptedAt(log: ConsentLog): string | undefined {
  return log.items.find((row) => row.action === 'accept' && row.version === log.acceptedVersion)
    ?.createdAt;
}

function Standing({ log }: { log: ConsentLog }) {
  if (log.withdrawnAt) {
    return (
      <p className="text-stone-800">
        You withdrew your consent on {formatDateTime(log.withdrawnAt)}. Nothing new is recorded
        about you.
      </p>
    );
  }
  const at = acceptedAt(log);
  if (log.acceptedVersion === log.noticeVersion) {
    return (
      <p className="text-stone-800">
        You accepted the current privacy notice (version {log.noticeVersion})
        {at ? ` on ${formatDateTime(at)}` : ''}.
      </p>
    );
  }
  return (
    <p className="text-stone-800">
      The privacy notice changed to version {log.noticeVersion}; you have not accepted it yet.
    </p>
  );
}

/**
 * Issue 18: her consent, on her privacy page — the version she accepted and when, and the
 * log of every acceptance and withdrawal. Withdrawal itself is part of the erasure card:
 * `children` is where that card's action goes.
 */
export function ConsentCard({ children }: { children?: ReactNode }) {
  const consents = useQuery(myConsentsQuery());
  const log = consents.data;
  return (
    <Card title="Your consent">
      <div className="space-y-4">
        {consents.isError && (
          <QueryError
            message={consentMessages.loadFailed}
            onRetry={() => void consents.refetch()}
          />
        )}
        {log && <Standing log={log} />}
        <Table caption="Consent log" head={head}>
          {consents.isPending && <EmptyRow colSpan={head.length}>Loading…</EmptyRow>}
          {log && log.items.length === 0 && (
            <EmptyRow colSpan={head.length}>{consentMessages.empty}</EmptyRow>
          )}
          {log?.items.map((row) => (
            <tr key={`${row.createdAt}-${row.action}-${row.version}`}>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
              <td className="px-3 py-2">{consentLabels.action[row.action]}</td>
              <td className="px-3 py-2 whitespace-nowrap">{row.version}</td>
              <td className="px-3 py-2">{consentLabels.method[row.method]}</td>
            </tr>
          ))}
        </Table>
        {children}
      </div>
    </Card>
  );
}
