import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Stethoscope, UserMinus, Users } from 'lucide-react';
import type { AdminCounts, MessageKey } from '@nourishwell/shared';
import { StatCard } from '#web/components/ui/stat-card.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { apiQuery } from '#web/lib/api.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

type Counter = {
  label: MessageKey;
  value: (c: AdminCounts) => string | number;
  icon: typeof Users;
};

const sets: Record<'dashboard' | 'nutritionists' | 'clients', Counter[]> = {
  dashboard: [
    {
      label: 'admin.counters.totalNutritionists',
      value: (c) => c.totalNutritionists,
      icon: Stethoscope,
    },
    { label: 'admin.counters.totalClients', value: (c) => c.totalClients, icon: Users },
    {
      label: 'admin.counters.avgClients',
      value: (c) => c.avgClientsPerNutritionist,
      icon: CheckCircle2,
    },
  ],
  nutritionists: [
    { label: 'admin.counters.total', value: (c) => c.totalNutritionists, icon: Stethoscope },
    { label: 'admin.counters.active', value: (c) => c.activeNutritionists, icon: CheckCircle2 },
    { label: 'admin.counters.totalClients', value: (c) => c.assignedClients, icon: Users },
  ],
  clients: [
    { label: 'admin.counters.total', value: (c) => c.totalClients, icon: Users },
    { label: 'admin.counters.active', value: (c) => c.activeClients, icon: CheckCircle2 },
    { label: 'admin.counters.inactive', value: (c) => c.inactiveClients, icon: UserMinus },
  ],
};

/** Counters computed by the server (/admin/counts), never by loading every row. */
export function AdminCounters({ set }: { set: keyof typeof sets }) {
  const t = useT();
  const counts = useQuery(apiQuery('adminCounts'));
  if (counts.isError)
    return <LoadError error={counts.error} onRetry={() => void counts.refetch()} />;
  return (
    <div className="grid gap-4 sm:grid-cols-3" aria-busy={counts.isLoading}>
      {sets[set].map(({ label, value, icon: Icon }) => (
        <StatCard
          key={label}
          label={t(label)}
          value={counts.data ? value(counts.data) : '…'}
          icon={<Icon aria-hidden size={22} />}
        />
      ))}
    </div>
  );
}
