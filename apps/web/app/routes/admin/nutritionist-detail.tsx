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

export const meta = () => [{ title: 'Nutritionist | NourishWell' }];

/**
 * What the View action opens — read-only (docs/product.md, "Admin settings and detail
 * pages").
 */
export default function NutritionistDetail({ params }: Route.ComponentProps) {
  const detail = useQuery(nutritionistDetailQuery(Number(params.id)));
  const [editing, setEditing] = useState<'nutritionist' | ClientRecord | null>(null);
  if (detail.isLoading) return <p role="status">Loading…</p>;
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
        ← All nutritionists
      </Link>
      <Card
        title={n.name}
        action={
          <Button variant="secondary" onClick={() => setEditing('nutritionist')}>
            <Pencil aria-hidden size={16} />
            Edit nutritionist
          </Button>
        }
      >
        <DetailList
          items={[
            ['Email', n.email],
            ['Phone', n.phone],
            ['Address', n.address],
            ['Specialization', n.specialization],
            ['Experience', n.experience === null ? null : `${n.experience} years`],
            [
              'Status',
              <Badge key="s" tone={n.status === 'active' ? 'green' : 'grey'}>
                {n.status === 'active' ? 'Active' : 'Inactive'}
              </Badge>,
            ],
            [
              'Rating',
              rating.average === null
                ? 'No ratings yet'
                : `${rating.average.toFixed(1)} / 5 (${rating.count})`,
            ],
            ['Clients', n.clientCount],
            ['Qualifications', n.qualifications.join(', ')],
          ]}
        />
        {n.bio && <p className="mt-4 text-stone-800">{n.bio}</p>}
      </Card>
      <Card title="Clients">
        <Table
          caption={`Clients of ${n.name}`}
          head={['Name', 'Email', 'Plan', 'Status', 'Actions']}
        >
          {clients.length === 0 && <EmptyRow colSpan={5}>No clients found.</EmptyRow>}
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
              <td className="px-3 py-2">{c.status === 'active' ? 'Active' : 'Inactive'}</td>
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
