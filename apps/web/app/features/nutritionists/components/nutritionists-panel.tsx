import { useCallback, useState } from 'react';
import type { NutritionistRecord } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Pager } from '#web/components/ui/list-controls.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { useNutritionistsPage } from '#web/features/nutritionists/api/nutritionists-api.ts';
import { DeleteNutritionistDialog } from './delete-nutritionist-dialog.tsx';
import { PanelHeader } from '#web/components/ui/panel-header.tsx';
import { NutritionistDialog } from './nutritionist-dialog.tsx';
import { RowActions } from '#web/components/ui/row-actions.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; record: NutritionistRecord }
  | { kind: 'delete'; record: NutritionistRecord }
  | null;

const SIZE = 25;

// The management screen says Specialization and shows the status; the dashboard's, Specialty.
const manageHead = [
  'admin.name',
  'admin.email',
  'admin.phone',
  'admin.address',
  'admin.specialization',
  'admin.clients',
  'admin.statusHead',
  'admin.actions',
] as const;
const dashboardHead = [
  'admin.name',
  'admin.email',
  'admin.phone',
  'admin.address',
  'admin.specialty',
  'admin.clients',
  'admin.actions',
] as const;

/**
 * The nutritionists table: on the admin dashboard, and with status (address '-') on the
 * Nutritionists screen.
 */
export function NutritionistsPanel({ variant }: { variant: 'dashboard' | 'manage' }) {
  const t = useT();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useNutritionistsPage(q, page, SIZE);
  const manage = variant === 'manage';
  const head = (manage ? manageHead : dashboardHead).map((key) => t(key));

  // Stable, so the search box (which reports again whenever this changes) does not send
  // the list back to page 1 a moment after every render.
  const search = useCallback((text: string) => {
    setQ(text);
    setPage(0);
  }, []);

  return (
    <section aria-labelledby="nutritionists-heading" className="space-y-4">
      <PanelHeader
        id="nutritionists-heading"
        title={t('admin.nutritionists.title')}
        searchLabel={t('admin.nutritionists.search')}
        addLabel={manage ? t('admin.nutritionists.addLong') : t('admin.nutritionists.add')}
        onSearch={search}
        onAdd={() => setDialog({ kind: 'add' })}
      />
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <Table caption={t('admin.nutritionists.title')} head={head}>
        {list.isLoading && <EmptyRow colSpan={head.length}>{t('admin.loading')}</EmptyRow>}
        {list.data?.rows.length === 0 && (
          <EmptyRow colSpan={head.length}>
            {manage ? t('admin.nutritionists.noneFound') : t('admin.nutritionists.noneFoundShort')}
          </EmptyRow>
        )}
        {list.data?.rows.map((n) => (
          <tr key={n.id}>
            <td className="px-3 py-2 font-medium text-stone-900">{n.name}</td>
            <td className="px-3 py-2">{n.email}</td>
            <td className="px-3 py-2 whitespace-nowrap">{n.phone ?? '-'}</td>
            <td className="px-3 py-2">{n.address ?? '-'}</td>
            <td className="px-3 py-2">{n.specialty}</td>
            <td className="px-3 py-2">{n.clientCount}</td>
            {manage && (
              <td className="px-3 py-2">
                <Badge tone={n.status === 'active' ? 'green' : 'grey'}>
                  {n.status === 'active' ? t('admin.status.active') : t('admin.status.inactive')}
                </Badge>
              </td>
            )}
            <td className="px-3 py-2">
              <RowActions
                name={n.name}
                viewTo={`/dashboard/admin/nutritionist/${n.id}`}
                onEdit={() => setDialog({ kind: 'edit', record: n })}
                onDelete={() => setDialog({ kind: 'delete', record: n })}
              />
            </td>
          </tr>
        ))}
      </Table>
      {list.data && <Pager page={page} size={SIZE} total={list.data.total} onPage={setPage} />}
      {dialog?.kind === 'add' && (
        <NutritionistDialog variant={variant} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'edit' && (
        <NutritionistDialog
          variant={variant}
          record={dialog.record}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteNutritionistDialog
          id={dialog.record.id}
          name={dialog.record.name}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
