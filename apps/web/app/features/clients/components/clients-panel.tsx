import { useCallback, useState } from 'react';
import type { ClientRecord, MessageKey } from '@nourishwell/shared';
import { Pager } from '#web/components/ui/list-controls.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useClientsPage } from '#web/features/clients/api/clients-api.ts';
import { ClientAddDialog } from './client-add-dialog.tsx';
import { ClientDialog } from './client-dialog.tsx';
import { ClientEditDialog } from './client-edit-dialog.tsx';
import { DeleteClientDialog } from './delete-client-dialog.tsx';
import { PanelHeader } from '#web/components/ui/panel-header.tsx';
import { RowActions } from '#web/components/ui/row-actions.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; record: ClientRecord }
  | { kind: 'delete'; record: ClientRecord }
  | null;

const SIZE = 25;

const MANAGE_HEAD: MessageKey[] = [
  'clients.panel.name',
  'clients.panel.email',
  'clients.panel.phone',
  'clients.panel.address',
  'clients.panel.nutritionist',
  'clients.panel.gender',
  'clients.panel.nextSession',
  'clients.panel.actions',
];
const DASHBOARD_HEAD: MessageKey[] = [
  'clients.panel.name',
  'clients.panel.email',
  'clients.panel.phone',
  'clients.panel.address',
  'clients.panel.nutritionist',
  'clients.panel.plan',
  'clients.panel.actions',
];

/**
 * The clients table: on the admin dashboard, and with gender and next session on the Clients
 * screen.
 */
export function ClientsPanel({ variant }: { variant: 'dashboard' | 'manage' }) {
  const t = useT();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useClientsPage(q, page, SIZE);
  const manage = variant === 'manage';
  const head = (manage ? MANAGE_HEAD : DASHBOARD_HEAD).map((key) => t(key));

  // Stable, so the search box (which reports again whenever this changes) does not send
  // the list back to page 1 a moment after every render.
  const search = useCallback((text: string) => {
    setQ(text);
    setPage(0);
  }, []);

  return (
    <section aria-labelledby="clients-heading" className="space-y-4">
      <PanelHeader
        id="clients-heading"
        title={t('clients.panel.title')}
        searchLabel={t('clients.panel.search')}
        addLabel={manage ? t('clients.addTitle') : t('clients.panel.add')}
        onSearch={search}
        onAdd={() => setDialog({ kind: 'add' })}
      />
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <Table caption={t('clients.panel.title')} head={head}>
        {list.isLoading && <EmptyRow colSpan={head.length}>{t('clients.loadingShort')}</EmptyRow>}
        {list.data?.rows.length === 0 && (
          <EmptyRow colSpan={head.length}>
            {manage ? t('clients.panel.noneFoundSentence') : t('clients.panel.noneFound')}
          </EmptyRow>
        )}
        {list.data?.rows.map((c) => (
          <tr key={c.id}>
            <td className="px-3 py-2 font-medium text-stone-900">{c.name}</td>
            <td className="px-3 py-2">{c.email}</td>
            <td className="px-3 py-2 whitespace-nowrap">{c.phone ?? '-'}</td>
            <td className="px-3 py-2">{c.address ?? (manage ? t('common.notProvided') : '-')}</td>
            <td className="px-3 py-2">
              {c.nutritionist ?? (manage ? t('clients.panel.unknown') : '-')}
            </td>
            {manage ? (
              <>
                <td className="px-3 py-2">{c.gender ?? '-'}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {c.nextSession ? formatDateTime(c.nextSession) : '-'}
                </td>
              </>
            ) : (
              <td className="px-3 py-2">{c.plan ?? '-'}</td>
            )}
            <td className="px-3 py-2">
              <RowActions
                name={c.name}
                viewTo={`/dashboard/admin/client/${c.id}`}
                onEdit={() => setDialog({ kind: 'edit', record: c })}
                onDelete={() => setDialog({ kind: 'delete', record: c })}
              />
            </td>
          </tr>
        ))}
      </Table>
      {list.data && <Pager page={page} size={SIZE} total={list.data.total} onPage={setPage} />}
      {dialog?.kind === 'add' &&
        (manage ? (
          <ClientAddDialog onClose={() => setDialog(null)} />
        ) : (
          <ClientDialog onClose={() => setDialog(null)} />
        ))}
      {dialog?.kind === 'edit' && (
        <ClientEditDialog record={dialog.record} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteClientDialog
          id={dialog.record.id}
          name={dialog.record.name}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
