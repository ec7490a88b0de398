import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CaseloadClient } from '@nourishwell/shared';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { caseloadQuery } from '#web/features/clients/api/clients-api.ts';
import { ClientsBackLink } from '#web/components/ui/client-link.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * One client of hers, found in her own caseload, so a client who is not hers is simply
 * not found; what `children` shows of her is read through calls the server checks too.
 */
export function OwnClient({
  me,
  clientId,
  children,
}: {
  me: number;
  clientId: number;
  children: (client: CaseloadClient) => ReactNode;
}) {
  const t = useT();
  const caseload = useQuery({ ...caseloadQuery(me), enabled: me > 0 });
  if (caseload.isLoading) return <p role="status">{t('clients.loadingClient')}</p>;
  if (caseload.isError || !caseload.data)
    return <QueryError message={t('clients.loadFailed')} onRetry={() => void caseload.refetch()} />;
  const client = caseload.data.find((c) => c.id === clientId);
  if (!client)
    return (
      <div className="space-y-3">
        <ClientsBackLink />
        <p role="alert" className="text-stone-800">
          {t('clients.notYours')}
        </p>
      </div>
    );
  return children(client);
}
