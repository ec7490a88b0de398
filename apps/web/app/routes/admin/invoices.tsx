import { TaxPanel } from '#web/features/billing/components/tax-panel.tsx';

/** Issue 34: a month's invoices, credit notes and tax figures for the accountant. */
export default function AdminInvoices() {
  return <TaxPanel />;
}
