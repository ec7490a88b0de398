import { useQuery } from '@tanstack/react-query';
import { Megaphone, Scale, Trash2, UserPlus, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import type { CaseloadClient } from '@nourishwell/shared';
import { Button } from '../../../components/ui/button.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { EmptyRow, Table } from '../../../components/ui/table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { caseloadQuery } from '../api/nutritionist-api.ts';
import { AddClientDialog } from './add-client-dialog.tsx';
import { BulkMessageDialog } from './bulk-message-dialog.tsx';
import { DeleteClientDialog } from './delete-client-dialog.tsx';
import { MealPlanDialog } from './meal-plan-dialog.tsx';
import { ProgressBadge } from './progress-badge.tsx';
import { ProgressDialog } from './progress-dialog.tsx';

type Dialog =
  | { kind: 'add' | 'bulk' }
  | { kind: 'progress' | 'meals' | 'delete'; client: CaseloadClient }
  | null;

const cell = 'px-3 py-2';
const session = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

/** §2.13: every client of hers with what she tracks, and what she does for each. */
export function ClientsBoard({ me }: { me: number }) {
  const caseload = useQuery(caseloadQuery(me));
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  if (caseload.isLoading) return <p role="status">Loading clients...</p>;
  if (caseload.isError || !caseload.data) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-red-700">Failed to load client data. Please try again.</p>
        <Button variant="secondary" onClick={() => void caseload.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const clients = caseload.data;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700">
          {clients.length} client{clients.length === 1 ? '' : 's'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={clients.length === 0}
            onClick={() => setDialog({ kind: 'bulk' })}
          >
            <Megaphone aria-hidden size={18} /> Send Bulk Message
          </Button>
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <UserPlus aria-hidden size={18} /> Add Client
          </Button>
        </div>
      </div>

      <Table
        stickyLastColumn
        caption="My Clients"
        head={[
          'Name',
          'Email',
          'Weight (kg)',
          'Issue',
          'Goal',
          'Allergies',
          'Progress %',
          'Last Session',
          'Next Session',
          'Actions',
        ]}
      >
        {clients.length === 0 && (
          <EmptyRow colSpan={10}>No clients yet. Add your first client to get started.</EmptyRow>
        )}
        {clients.map((c) => (
          <tr key={c.id}>
            <td className={`${cell} font-medium text-stone-900`}>{c.name}</td>
            <td className={cell}>{c.email}</td>
            <td className={cell}>{c.latestWeight ?? '-'}</td>
            <td className={cell}>{c.issue ?? '-'}</td>
            <td className={cell}>{c.goal ?? '-'}</td>
            <td className={cell}>{c.allergies ?? '-'}</td>
            <td className={`${cell} whitespace-nowrap`}>
              <ProgressBadge percent={c.goalProgress ?? c.progress} />
            </td>
            <td className={`${cell} whitespace-nowrap`}>{session(c.lastSession)}</td>
            <td className={`${cell} whitespace-nowrap`}>{session(c.nextSession)}</td>
            <td className={cell}>
              <div className="flex gap-1">
                <IconButton
                  tone="green"
                  label={`Add progress for ${c.name}`}
                  onClick={() => setDialog({ kind: 'progress', client: c })}
                  icon={<Scale aria-hidden size={18} />}
                />
                <IconButton
                  tone="green"
                  label={`Add meal plan for ${c.name}`}
                  onClick={() => setDialog({ kind: 'meals', client: c })}
                  icon={<UtensilsCrossed aria-hidden size={18} />}
                />
                <IconButton
                  label={`Delete ${c.name}`}
                  tone="danger"
                  onClick={() => setDialog({ kind: 'delete', client: c })}
                  icon={<Trash2 aria-hidden size={18} />}
                />
              </div>
            </td>
          </tr>
        ))}
      </Table>

      {dialog?.kind === 'add' && <AddClientDialog onClose={close} />}
      {dialog?.kind === 'bulk' && <BulkMessageDialog me={me} clients={clients} onClose={close} />}
      {dialog?.kind === 'progress' && <ProgressDialog client={dialog.client} onClose={close} />}
      {dialog?.kind === 'meals' && (
        <MealPlanDialog me={me} client={dialog.client} onClose={close} />
      )}
      {dialog?.kind === 'delete' && <DeleteClientDialog client={dialog.client} onClose={close} />}
    </div>
  );
}
