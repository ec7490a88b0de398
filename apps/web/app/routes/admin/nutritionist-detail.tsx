import { useQuery } from '@tanstack/react-query';
import type { ClientRecord } from '@nourishwell/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { nutritionistDetailQuery } from '#web/features/nutritionists/api/nutritionists-api.ts';
import { ClientEditDialog } from '#web/features/clients/components/client-edit-dialog.tsx';
import { NutritionistDialog } from '#web/features/nutritionists/components/nutritionist-dialog.tsx';
import { RowActions } from '#web/components/ui/row-actions.tsx';
import { Card, DetailList } from '#web/components/ui/detail-list.tsx';
import type { Route } from './+types/nutritionist-detail';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * What the View action opens — read-only (docs/product.md, "Admin settings and detail
 * pages").
 */
export default function NutritionistDetail({ params }: Route.ComponentProps) {
  const t = useT();
  const detail = useQuery(nutritionistDetailQuery(Number(params.id)));
  const [editing, setEditing] = useState<'nutritionist' | ClientRecord | null>(null);
  if (detail.isLoading) return <p role="status">{t('admin.loading')}</p>;
  if (detail.isError)
    return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return null;
  const { nutritionist: n, rating, clients } = detail.data;
  return (
    <div className="space-y-6">
      <Link
        to="/dashboard/admin/nutritionists"
        className="text-sm font-medium text-emerald-800 underline underline-offset-4"
      >
        {t('admin.nutritionist.all')}
      </Link>
      <Card
        title={n.name}
        action={
          <Button variant="secondary" onClick={() => setEditing('nutritionist')}>
            <Pencil aria-hidden size={16} />
            {t('admin.nutritionist.edit')}
          </Button>
        }
      >
        <DetailList
          items={[
            [t('admin.email'), n.email],
            [t('admin.phone'), n.phone],
            [t('admin.address'), n.address],
            [t('admin.specialization'), n.specialization],
            [
              t('admin.nutritionist.experience'),
              n.experience === null ? null : t('admin.nutritionist.years', { years: n.experience }),
            ],
            [
              t('admin.statusHead'),
              <Badge key="s" tone={n.status === 'active' ? 'green' : 'grey'}>
                {n.status === 'active' ? t('admin.status.active') : t('admin.status.inactive')}
              </Badge>,
            ],
            [
              t('admin.nutritionist.rating'),
              rating.average === null
                ? t('admin.nutritionist.noRatings')
                : t('admin.nutritionist.ratingValue', {
                    average: rating.average.toFixed(1),
                    count: rating.count,
                  }),
            ],
            [t('admin.clients'), n.clientCount],
            [t('admin.nutritionist.qualifications'), n.qualifications.join(', ')],
          ]}
        />
        {n.bio && <p className="mt-4 text-stone-800">{n.bio}</p>}
      </Card>
      <Card title={t('admin.clients')}>
        <Table
          caption={t('admin.nutritionist.clientsOf', { name: n.name })}
          head={[
            t('admin.name'),
            t('admin.email'),
            t('admin.client.plan'),
            t('admin.statusHead'),
            t('admin.actions'),
          ]}
        >
          {clients.length === 0 && (
            <EmptyRow colSpan={5}>{t('admin.nutritionist.noClients')}</EmptyRow>
          )}
          {clients.map((c) => (
            <tr key={c.id}>
              <td className="px-3 py-2">
                <Link
                  to={`/dashboard/admin/client/${c.id}`}
                  className="font-medium text-emerald-800 underline-offset-4 hover:underline"
                >
                  {c.name}
                </Link>
              </td>
              <td className="px-3 py-2">{c.email}</td>
              <td className="px-3 py-2">{c.plan ?? '-'}</td>
              <td className="px-3 py-2">
                {c.status === 'active' ? t('admin.status.active') : t('admin.status.inactive')}
              </td>
              <td className="px-3 py-2">
                <RowActions name={c.name} onEdit={() => setEditing(c)} />
              </td>
            </tr>
          ))}
        </Table>
      </Card>
      {editing === 'nutritionist' && (
        <NutritionistDialog variant="manage" record={n} onClose={() => setEditing(null)} />
      )}
      {editing && editing !== 'nutritionist' && (
        <ClientEditDialog record={editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
