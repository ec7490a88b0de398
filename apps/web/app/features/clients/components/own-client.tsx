import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { nutritionistMessages, type CaseloadClient } from '@nourishwell/shared';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { caseloadQuery } from '#web/features/clients/api/clients-api.ts';
import { ClientsBackLink } from '#web/components/ui/client-link.tsx';

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
  const caseload = useQuery({ ...caseloadQuery(me), enabled: me > 0 });
  if (caseload.isLoading) return <p role="status">Loading client…</p>;
  if (caseload.isError || !caseload.data)
    return (
      <QueryError
        message={nutritionistMessages.clientsLoadFailed}
        onRetry={() => void caseload.refetch()}
      />
    );
  const client = caseload.data.find((c) => c.id === clientId);
  if (!client)
    return (
      <div className="space-y-3">
        <ClientsBackLink />
        <p role="alert" className="text-stone-800">
          Client not found. This client is not on your list.
        </p>
      </div>
    );
  return children(client);
}
