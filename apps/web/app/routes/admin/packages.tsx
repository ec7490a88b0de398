import { PackagesPanel } from '#web/features/billing/components/packages-panel.tsx';

/** Issue 34: the packages the practice sells, with their price and GST. */
export default function AdminPackages() {
  return <PackagesPanel />;
}
