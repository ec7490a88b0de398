import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { clientDetailQuery } from '#web/features/clients/api/clients-api.ts';
import { ClientEditDialog } from '#web/features/clients/components/client-edit-dialog.tsx';
import { RowsTable } from '#web/components/ui/rows-table.tsx';
import { Card, DetailList } from '#web/components/ui/detail-list.tsx';
import { formatDate, formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import type { Route } from './+types/client-detail';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { clientContactItems } from '#web/features/clients/contact-items.ts';
import { PurchasesPanel } from '#web/features/billing/components/purchases-panel.tsx';

/**
 * A client's profile, nutritionist, plan, sessions, progress and goals — read-only
 * (docs/product.md, "Admin settings and detail pages"); her packages and payments, where the
 * admin sells, records a payment or refunds (issue 34).
 */
export default function ClientDetail({ params }: Route.ComponentProps) {
  const t = useT();
  const detail = useQuery(clientDetailQuery(Number(params.id)));
  const [editing, setEditing] = useState(false);
  if (detail.isLoading) return <p role="status">{t('admin.loading')}</p>;
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
        {t('admin.client.all')}
      </Link>
      <Card
        title={c.name}
        action={
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden size={16} />
            {t('admin.client.edit')}
          </Button>
        }
      >
        <DetailList
          items={[
            ...clientContactItems(t, c),
            [
              t('admin.client.nutritionist'),
              c.nId ? (
                <Link
                  key="n"
                  to={`/dashboard/admin/nutritionist/${c.nId}`}
                  className="text-emerald-800 underline underline-offset-4"
                >
                  {c.nutritionist}
                </Link>
              ) : (
                t('admin.client.unknown')
              ),
            ],
            [
              t('admin.client.plan'),
              c.plan === 'Custom' && c.planDescription
                ? t('admin.client.customPlan', { description: c.planDescription })
                : c.plan,
            ],
            [t('admin.client.issue'), c.issue],
            [
              t('admin.statusHead'),
              c.status === 'active' ? t('admin.status.active') : t('admin.status.inactive'),
            ],
            [t('admin.client.nextSession'), c.nextSession ? formatDateTime(c.nextSession) : null],
            [t('admin.client.lastSession'), c.lastSession ? formatDateTime(c.lastSession) : null],
            [
              t('admin.client.weight'),
              c.weight === null ? null : t('admin.client.weightKg', { weight: c.weight }),
            ],
          ]}
        />
      </Card>
      {/* Columns of minmax(0, 1fr), so a wide table scrolls inside its card instead of
          widening the page on a phone. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title={t('admin.client.progress')}>
          <RowsTable
            caption={t('admin.client.weeklyWeight')}
            head={[t('admin.client.week'), t('admin.client.weightHead')]}
            rows={progress}
            empty={t('admin.client.noProgress')}
            rowKey={(p) => p.week}
            cells={(p) => [t('admin.client.weekNumber', { week: p.week }), p.weight]}
          />
        </Card>
        <Card title={t('admin.client.goals')}>
          <RowsTable
            caption={t('admin.client.goals')}
            head={[
              t('admin.client.goal'),
              t('admin.client.target'),
              t('admin.client.progress'),
              t('admin.client.deadline'),
            ]}
            rows={goals}
            empty={t('admin.client.noGoals')}
            rowKey={(g) => g.id}
            cells={(g) => [g.title, g.target, `${g.progress}%`, formatDate(g.deadline)]}
          />
        </Card>
      </div>
      <Card title={t('admin.client.sessions')}>
        <Table
          caption={t('admin.client.sessions')}
          head={[t('admin.client.date'), t('admin.statusHead'), t('admin.client.notes')]}
        >
          {sessions.length === 0 && <EmptyRow colSpan={3}>{t('admin.client.noSessions')}</EmptyRow>}
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
      <Card title={t('billingAdmin.purchases.title')}>
        <PurchasesPanel clientId={Number(params.id)} clientName={c.name} />
      </Card>
      {editing && <ClientEditDialog record={c} onClose={() => setEditing(false)} />}
    </div>
  );
}
