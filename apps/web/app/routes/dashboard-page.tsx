import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { roleLabels } from '@nourishwell/shared';

export const meta = () => [{ title: 'Dashboard | NourishWell' }];

/** A dashboard page of the foundation: the shell and who is signed in, nothing more. */
export default function DashboardPage() {
  const me = useOutletContext<MeResponse>();
  return (
    <section className="max-w-2xl rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">
        {roleLabels[me.role]}
      </p>
      <h2 className="mt-1 text-2xl font-bold text-stone-900">Welcome, {me.name}</h2>
      <p className="mt-2 text-stone-700">
        Signed in as <span className="font-medium">{me.name}</span> ({me.email}).
      </p>
    </section>
  );
}
