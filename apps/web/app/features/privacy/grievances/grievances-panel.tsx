import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GRIEVANCE_STATUSES, type AdminGrievance, type GrievanceStatus } from '@nourishwell/shared';
import { Card } from '#web/components/ui/detail-list.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { GrievanceDialog } from './grievance-dialog.tsx';
import { adminGrievancesQuery } from './grievances-api.ts';
import { DueBadge } from './due-badge.tsx';
import { StatusBadge, statusBadges } from './grievance-labels.tsx';

const headKeys = [
  'privacyAdmin.concerns.reference',
  'privacyAdmin.concerns.from',
  'privacyAdmin.concerns.subject',
  'privacyAdmin.concerns.received',
  'privacyAdmin.concerns.due',
  'privacyAdmin.concerns.status',
] as const;

/** The admin's data concerns: each with its 90-day clock; a row opens the concern. */
export function GrievancesPanel() {
  // The status names are the ones she reads too (the privacy area); the rest is staff's.
  const t = useT();
  const head = headKeys.map((key) => t(key));
  const [status, setStatus] = useState<GrievanceStatus | ''>('');
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(adminGrievancesQuery(status || undefined));
  // The open concern stays open while she works on it, even when its new status takes it
  // out of the filtered list: the last copy seen is kept until the list has it again.
  const [kept, setKept] = useState<AdminGrievance | undefined>();
  const fresh = list.data?.find((g) => g.id === openId);
  if (fresh && fresh !== kept) setKept(fresh);
  const open = openId === null ? undefined : (fresh ?? kept);

  // min-w-0: in the privacy page's grid a wide table scrolls inside its card instead of
  // widening the page on a phone.
  return (
    <div className="min-w-0">
      <Card
        title={t('privacyAdmin.concerns.title')}
        action={
          <div className="w-48">
            <SelectField
              label={t('privacyAdmin.concerns.show')}
              value={status}
              onChange={(e) => setStatus(e.target.value as GrievanceStatus | '')}
            >
              <option value="">{t('privacyAdmin.concerns.all')}</option>
              {GRIEVANCE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(statusBadges[s].key)}
                </option>
              ))}
            </SelectField>
          </div>
        }
      >
        {list.isError ? (
          <QueryError
            message={t('privacyAdmin.concerns.loadFailed')}
            onRetry={() => void list.refetch()}
            toastId="admin-load-error"
          />
        ) : (
          <Table caption={t('privacyAdmin.concerns.title')} head={head} columnMin={104}>
            {list.isPending && (
              <EmptyRow colSpan={head.length}>{t('privacyAdmin.loading')}</EmptyRow>
            )}
            {list.isSuccess && list.data.length === 0 && (
              <EmptyRow colSpan={head.length}>
                {status
                  ? t('privacyAdmin.concerns.noneWithStatus')
                  : t('privacyAdmin.concerns.none')}
              </EmptyRow>
            )}
            {list.data?.map((g) => (
              <tr key={g.id} className={g.overdue ? 'bg-red-50' : undefined}>
                <td className="px-3 py-2 whitespace-nowrap">
                  <button
                    type="button"
                    onClick={() => setOpenId(g.id)}
                    className="min-h-11 font-semibold text-emerald-800 underline"
                    aria-label={t('privacyAdmin.concerns.open', { reference: g.reference })}
                  >
                    {g.reference}
                  </button>
                </td>
                <td className="px-3 py-2">
                  <span className="block font-medium text-stone-900">{g.name}</span>
                  <span className="block text-stone-600">{g.email}</span>
                </td>
                <td className="px-3 py-2">{g.subject}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(g.createdAt)}</td>
                <td className="px-3 py-2">
                  <DueBadge grievance={g} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <StatusBadge status={g.status} />
                </td>
              </tr>
            ))}
          </Table>
        )}
        {open && <GrievanceDialog grievance={open} onClose={() => setOpenId(null)} />}
      </Card>
    </div>
  );
}
