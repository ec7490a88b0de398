import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { clientDetailQuery } from '#web/features/clients/api/clients-api.ts';
import { ClientEditDialog } from '#web/features/clients/components/client-edit-dialog.tsx';
import { RowsTable } from '#web/components/ui/rows-table.tsx';
import { Card, clientContactItems, DetailList } from '#web/components/ui/detail-list.tsx';
import { formatDate, formatDateTime } from '#web/lib/format.ts';
import type { Route } from './+types/client-detail';
import { LoadError } from '#web/components/ui/load-error.tsx';

export const meta = () => [{ title: 'Client | NourishWell' }];

/**
 * A client's profile, nutritionist, plan, sessions, progress and goals — read-only
 * (docs/product.md, "Admin settings and detail pages").
 */
export default function ClientDetail({ params }: Route.ComponentProps) {
  const detail = useQuery(clientDetailQuery(Number(params.id)));
  const [editing, setEditing] = useState(false);
  if (detail.isLoading) return <p role="status">Loading…</p>;
  if (detail.isError)
    return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return null;
  const { client: c, sessions, progress, goals } = detail.data;
  return (
    <div className="space-y-6">
      <Link
        to="/dashboard/admin/clients"
        className="text-sm font-medium text-emerald-800 underline underline-offset-4"
      >
        ← All clients
      </Link>
      <Card
        title={c.name}
        action={
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden size={16} />
            Edit client
          </Button>
        }
      >
        <DetailList
          items={[
            ...clientContactItems(c),
            [
              'Nutritionist',
              c.nId ? (
                <Link
                  key="n"
                  to={`/dashboard/admin/nutritionist/${c.nId}`}
                  className="text-emerald-800 underline underline-offset-4"
                >
                  {c.nutritionist}
                </Link>
              ) : (
                'Unknown'
              ),
            ],
            [
              'Plan',
              c.plan === 'Custom' && c.planDescription ? `Custom: ${c.planDescription}` : c.plan,
            ],
            ['Issue', c.issue],
            ['Status', c.status === 'active' ? 'Active' : 'Inactive'],
            ['Next session', c.nextSession ? formatDateTime(c.nextSession) : null],
            ['Last session', c.lastSession ? formatDateTime(c.lastSession) : null],
            ['Weight', c.weight === null ? null : `${c.weight} kg`],
          ]}
        />
      </Card>
      {/* Columns of minmax(0, 1fr), so a wide table scrolls inside its card instead of
          widening the page on a phone. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title="Progress">
          <RowsTable
            caption="Weekly weight"
            head={['Week', 'Weight (kg)']}
            rows={progress}
            empty="No progress recorded yet."
            rowKey={(p) => p.week}
            cells={(p) => [`Week ${p.week}`, p.weight]}
          />
        </Card>
        <Card title="Goals">
          <RowsTable
            caption="Goals"
            head={['Goal', 'Target', 'Progress', 'Deadline']}
            rows={goals}
            empty="No goals yet."
            rowKey={(g) => g.id}
            cells={(g) => [g.title, g.target, `${g.progress}%`, formatDate(g.deadline)]}
          />
        </Card>
      </div>
      <Card title="Sessions">
        <Table caption="Sessions" head={['Date', 'Status', 'Notes']}>
          {sessions.length === 0 && <EmptyRow colSpan={3}>No sessions yet.</EmptyRow>}
          {sessions.map((s) => (
            <tr key={s.id}>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(s.scheduledAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap capitalize">{s.status}</td>
              {/* Wide enough to read a sentence: on a phone the table scrolls in its box
                  instead of squeezing the notes to a letter or two a line. */}
              <td className="min-w-56 px-3 py-2">{s.notes ?? '-'}</td>
            </tr>
          ))}
        </Table>
      </Card>
      {editing && <ClientEditDialog record={c} onClose={() => setEditing(false)} />}
    </div>
  );
}
