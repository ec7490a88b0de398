import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { IntakeSendSummary } from '@nourishwell/shared';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDateIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { myIntakeSendsQuery } from '../api/intake-api.ts';

export const formPath = (sendId: number) => `/dashboard/client/forms/${sendId}`;

function FormRow({ send }: { send: IntakeSendSummary }) {
  const t = useT();
  const locale = useLocale();
  const done = send.status === 'completed';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="min-w-0">
        <p className="font-semibold break-words text-stone-900">{send.title}</p>
        <p className="text-sm text-stone-600">
          {done
            ? t('intake.list.signedOn', { date: formatDateIn(locale, send.completedAt!) })
            : t('intake.list.sentOn', { date: formatDateIn(locale, send.sentAt) })}
          {!done && send.savedAt ? ` · ${t('intake.list.inProgress')}` : ''}
        </p>
      </div>
      <Link
        to={formPath(send.id)}
        className={`inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold ${
          done
            ? 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
            : 'bg-emerald-700 text-white hover:bg-emerald-800'
        }`}
        aria-label={`${done ? t('intake.list.view') : send.savedAt ? t('intake.list.continue') : t('intake.list.start')}: ${send.title}`}
      >
        {done
          ? t('intake.list.view')
          : send.savedAt
            ? t('intake.list.continue')
            : t('intake.list.start')}
      </Link>
    </li>
  );
}

/** One group of her forms under its heading; nothing when it has none. */
function FormGroup({
  id,
  title,
  sends,
}: {
  id: string;
  title: string;
  sends: IntakeSendSummary[];
}) {
  if (sends.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <ul className="space-y-3">
        {sends.map((send) => (
          <FormRow key={send.id} send={send} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Her forms (issue 35): the ones waiting for her first, then the ones she signed. Each
 * opens on its own page to fill in or to read.
 */
export function MyForms() {
  const t = useT();
  const list = useQuery(myIntakeSendsQuery());
  const waiting = list.data?.filter((send) => send.status !== 'completed') ?? [];
  const done = list.data?.filter((send) => send.status === 'completed') ?? [];
  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-stone-700">{t('intake.list.intro')}</p>
      {list.isPending && (
        <LoadingBlock label={t('intake.list.loading')}>
          <Skeleton className="h-20 w-full" />
        </LoadingBlock>
      )}
      {list.isError && (
        <QueryError
          message={t('intake.list.loadFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && list.data.length === 0 && (
        <p className="rounded-2xl border border-stone-200 bg-white p-5 text-stone-800">
          {t('intake.list.empty')}
        </p>
      )}
      <FormGroup id="forms-waiting" title={t('intake.list.waiting')} sends={waiting} />
      <FormGroup id="forms-done" title={t('intake.list.done')} sends={done} />
    </div>
  );
}
