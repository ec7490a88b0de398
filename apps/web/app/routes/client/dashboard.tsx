import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { ClientDashboard } from './client-dashboard.tsx';

export default function ClientDashboardPage() {
  const me = useOutletContext<MeResponse>();
  return <ClientDashboard email={me.email} />;
}
