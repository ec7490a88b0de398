import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { DashboardShell } from '../components/layouts/dashboard-shell.tsx';
import { guardDashboard } from '../features/auth/dashboard-guard.ts';
import { dashboardPages } from '../lib/dashboard-pages.ts';
import { makeQueryClient } from '../lib/query-client.ts';
import type { Route } from './+types/dashboard-layout';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guardDashboard(new URL(request.url).pathname);
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(makeQueryClient);
  const matches = useMatches();
  const pageId = matches[matches.length - 1]?.id;
  const title = dashboardPages.find((page) => page.path === pageId)?.title ?? 'Dashboard';
  return (
    <QueryClientProvider client={queryClient}>
      <DashboardShell user={loaderData} title={title}>
        <Outlet context={loaderData} />
      </DashboardShell>
    </QueryClientProvider>
  );
}
