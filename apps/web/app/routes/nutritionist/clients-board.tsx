import { useQuery } from '@tanstack/react-query';
import { Megaphone, Scale, Trash2, UserPlus, Utensils } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CaseloadClient, MessageKey } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { IconButton, IconLink } from '#web/components/ui/icon-button.tsx';
import { Breakable, EmptyRow, Table } from '#web/components/ui/table.tsx';
import { formatDate, formatDay, formatTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { caseloadQuery } from '#web/features/clients/api/clients-api.ts';
import { AddOwnClientDialog } from '#web/features/clients/components/add-own-client-dialog.tsx';
import { ClientLink, mealPlanPath } from '#web/components/ui/client-link.tsx';
import {
  adherenceLevel,
  CLIENT_SORTS,
  isClientSort,
  sortClients,
  type ClientSort,
} from '#web/features/clients/clients-sort.ts';
import { BulkMessageDialog } from '#web/features/messaging/components/bulk-message-dialog.tsx';
import { DeleteOwnClientDialog } from '#web/features/clients/components/delete-client-dialog.tsx';
import { ProgressBadge } from '#web/components/ui/progress-badge.tsx';
import { ProgressDialog } from '#web/features/measurements/components/progress-dialog.tsx';
import {
  StandingBadge,
  useCaseloadStandings,
} from '#web/features/billing/components/package-standing.tsx';

type Dialog =
  { kind: 'add' | 'bulk' } | { kind: 'progress' | 'delete'; client: CaseloadClient } | null;

// Tight cells, one type size, words kept whole: all twelve columns fit beside the open
// sidebar at 1280 px, none under the pinned actions (issues 13 and 29).
const cell = 'px-1.5 py-2 align-top';

const HEAD: MessageKey[] = [
  'clients.board.name',
  'clients.board.email',
  'clients.board.weight',
  'clients.board.issue',
  'clients.board.goal',
  'clients.board.allergies',
  'clients.board.progress',
  'clients.board.lastLogged',
  'clients.board.adherence',
  'clients.board.lastSession',
  'clients.board.nextSession',
  'clients.board.actions',
];

function Session({ iso }: { iso: string | null }) {
  if (!iso) return <>-</>;
  return (
    <>
      {/* "11 Nov" over "2026": the year may take a line of its own, so the column stays narrow. */}
      <span className="block">{formatDate(iso)}</span>
      <span className="block whitespace-nowrap text-stone-600">{formatTime(iso)}</span>
    </>
  );
}

/** Planned meals logged over the last 7 days: the figure, a colour and a word. */
function Adherence({ percent }: { percent: number | null }) {
  const t = useT();
  if (percent === null) return <span className="text-stone-600">{t('clients.board.noPlan')}</span>;
  const { tone, word } = adherenceLevel(percent);
  return (
    <>
      <Badge tone={tone}>{`${Math.round(percent)}%`}</Badge>
      <span className="block pt-0.5 text-stone-700">{t(word)}</span>
    </>
  );
}

/** The chosen order, kept in the address (?sort=) so a reload or Back keeps it. */
function useClientSort() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('sort');
  const sort: ClientSort = isClientSort(chosen) ? chosen : 'name';
  const setSort = (next: string) =>
    setParams(next === 'name' ? {} : { sort: next }, { replace: true });
  return [sort, setSort] as const;
}

/** My Clients: every client of hers with what she tracks, and what she does for each. */
export function ClientsBoard({ me }: { me: number }) {
  const t = useT();
  const caseload = useQuery(caseloadQuery(me));
  // Her package beside her name (issue 34): no column of its own, the table is full.
  const standings = useCaseloadStandings();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [sort, setSort] = useClientSort();
  const close = () => setDialog(null);

  if (caseload.isLoading) return <p role="status">{t('clients.board.loading')}</p>;
  if (caseload.isError || !caseload.data) {
    return <QueryError message={t('clients.loadFailed')} onRetry={() => void caseload.refetch()} />;
  }
  const clients = caseload.data;
  const rows = sortClients(clients, sort);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <p className="min-h-11 content-center text-stone-700">
            {t('clients.board.count', { count: clients.length })}
          </p>
          <div className="w-72 max-w-full">
            <SelectField
              label={t('clients.board.sortBy')}
              value={sort}
              onChange={(e) => setSort(e.target.value)}
            >
              {Object.entries(CLIENT_SORTS).map(([key, { label }]) => (
                <option key={key} value={key}>
                  {t(label)}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={clients.length === 0}
            onClick={() => setDialog({ kind: 'bulk' })}
          >
            <Megaphone aria-hidden size={18} /> {t('clients.board.bulkMessage')}
          </Button>
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <UserPlus aria-hidden size={18} /> {t('clients.addTitle')}
          </Button>
        </div>
      </div>

      {/* Every cell in one type size, the headers' 12 px (the Goal column was larger). Two-word
          headers may wrap here, so the header row does not set the table's width. */}
      <div className="[&_td]:text-xs [&_th]:px-1.5 [&_th]:align-bottom [&_th]:text-xs [&_th]:whitespace-normal">
        <Table
          stickyLastColumn
          // Twelve columns: a short column (weight, goal) may be as narrow as its longest word,
          // so with the actions in words they fit beside the open sidebar at 1280 px.
          columnMin={48}
          caption={t('clients.board.caption')}
          head={HEAD.map((key) => t(key))}
        >
          {clients.length === 0 && <EmptyRow colSpan={12}>{t('clients.board.empty')}</EmptyRow>}
          {rows.map((c) => (
            <tr key={c.id}>
              <td className={`${cell} font-medium`}>
                <ClientLink id={c.id} name={c.name} />
                <StandingBadge standing={standings.get(c.id)} />
              </td>
              <td className={cell}>
                <Breakable text={c.email} />
              </td>
              <td className={cell}>{c.latestWeight ?? '-'}</td>
              <td className={cell}>{c.issue ?? '-'}</td>
              <td className={cell}>{c.goal ?? '-'}</td>
              <td className={cell}>{c.allergies ?? '-'}</td>
              <td className={cell}>
                <ProgressBadge percent={c.goalProgress ?? c.progress} />
              </td>
              <td className={cell}>
                {c.lastLoggedOn ? formatDay(c.lastLoggedOn) : t('clients.board.never')}
              </td>
              <td className={cell}>
                <Adherence percent={c.adherence7d} />
              </td>
              <td className={cell}>
                <Session iso={c.lastSession} />
              </td>
              <td className={cell}>
                <Session iso={c.nextSession} />
              </td>
              <td className={cell}>
                {/* One under another: the column is only as wide as its widest action. */}
                <div className="flex flex-col items-start">
                  <IconButton
                    tone="green"
                    label={t('clients.board.addProgressFor', { name: c.name })}
                    text={t('clients.board.addProgress')}
                    onClick={() => setDialog({ kind: 'progress', client: c })}
                    icon={<Scale aria-hidden size={18} />}
                  />
                  <IconLink
                    tone="green"
                    label={t('clients.board.addMealPlanFor', { name: c.name })}
                    text={t('clients.board.addMealPlan')}
                    to={mealPlanPath(c.id)}
                    icon={<Utensils aria-hidden size={18} />}
                  />
                  <IconButton
                    label={t('clients.board.deleteName', { name: c.name })}
                    text={t('clients.delete')}
                    tone="danger"
                    onClick={() => setDialog({ kind: 'delete', client: c })}
                    icon={<Trash2 aria-hidden size={18} />}
                  />
                </div>
              </td>
            </tr>
          ))}
        </Table>
      </div>

      {dialog?.kind === 'add' && <AddOwnClientDialog onClose={close} />}
      {dialog?.kind === 'bulk' && <BulkMessageDialog me={me} clients={clients} onClose={close} />}
      {dialog?.kind === 'progress' && <ProgressDialog client={dialog.client} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <DeleteOwnClientDialog client={dialog.client} onClose={close} />
      )}
    </div>
  );
}
