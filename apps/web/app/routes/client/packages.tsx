import { MyPackages } from '#web/features/billing/components/my-packages.tsx';

/** Issue 34: her packages, what is left of each, paying for one and its GST invoices. */
export default function ClientPackagesPage() {
  return <MyPackages />;
}
