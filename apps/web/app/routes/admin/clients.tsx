import { AdminCounters } from './admin-counters.tsx';
import { ClientsPanel } from '#web/features/clients/components/clients-panel.tsx';

export default function AdminClients() {
  return (
    <div className="space-y-8">
      <AdminCounters set="clients" />
      <ClientsPanel variant="manage" />
    </div>
  );
}
