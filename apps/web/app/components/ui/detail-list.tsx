import { useId, type ReactNode } from 'react';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** Label/value pairs of a read-only record; empty values read 'Not provided'. */
export function DetailList({ items }: { items: Array<[string, ReactNode]> }) {
  const t = useT();
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="font-medium break-words text-stone-900">
            {value === null || value === '' || value === undefined
              ? t('common.notProvided')
              : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A titled white card; its heading names it, so it is a region landmarks can reach.
 * `action` sits beside the title (e.g. the record's Edit button).
 */
export function Card({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
