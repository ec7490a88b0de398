import { RevenuePanel } from '#web/features/billing/components/revenue-panel.tsx';

/** Issue 34: money in by month and by package, what awaits payment, renewals and refunds. */
export default function AdminRevenue() {
  return <RevenuePanel />;
}
