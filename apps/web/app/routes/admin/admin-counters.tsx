import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Stethoscope, UserMinus, Users } from 'lucide-react';
import type { AdminCounts } from '@nourishwell/shared';
import { StatCard } from '#web/components/ui/stat-card.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { apiQuery } from '#web/lib/api.ts';

type Counter = { label: string; value: (c: AdminCounts) => string | number; icon: typeof Users };

const sets: Record<'dashboard' | 'nutritionists' | 'clients', Counter[]> = {
  dashboard: [
    { label: 'Total Nutritionists', value: (c) => c.totalNutritionists, icon: Stethoscope },
    { label: 'Total Clients', value: (c) => c.totalClients, icon: Users },
    {
      label: 'Avg. Clients per Nutritionist',
      value: (c) => c.avgClientsPerNutritionist,
      icon: CheckCircle2,
    },
  ],
  nutritionists: [
    { label: 'Total', value: (c) => c.totalNutritionists, icon: Stethoscope },
    { label: 'Active', value: (c) => c.activeNutritionists, icon: CheckCircle2 },
    { label: 'Total Clients', value: (c) => c.assignedClients, icon: Users },
  ],
  clients: [
    { label: 'Total', value: (c) => c.totalClients, icon: Users },
    { label: 'Active', value: (c) => c.activeClients, icon: CheckCircle2 },
    { label: 'Inactive', value: (c) => c.inactiveClients, icon: UserMinus },
  ],
};

/** Counters computed by the server (/admin/counts), never by loading every row. */
export function AdminCounters({ set }: { set: keyof typeof sets }) {
  const counts = useQuery(apiQuery('adminCounts'));
  if (counts.isError)
    return <LoadError error={counts.error} onRetry={() => void counts.refetch()} />;
  return (
    <div className="grid gap-4 sm:grid-cols-3" aria-busy={counts.isLoading}>
      {sets[set].map(({ label, value, icon: Icon }) => (
        <StatCard
          key={label}
          label={label}
          value={counts.data ? value(counts.data) : '…'}
          icon={<Icon aria-hidden size={22} />}
        />
      ))}
    </div>
  );
}
