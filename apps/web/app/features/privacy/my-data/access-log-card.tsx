import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  isRole,
  privacyDataMessages,
  type AccessAction,
  type MessageKey,
  type Role,
} from '@nourishwell/shared';
import { Card } from '#web/components/ui/detail-list.tsx';
import { PageSteps } from '#web/components/ui/list-controls.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { formatDateTimeIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { accessLogQuery } from './my-data-api.ts';
import { recordName } from './record-names.ts';

const SIZE = 20;

const roleKeys: Record<Role, MessageKey> = {
  admin: 'shell.role.admin',
  nutritionist: 'shell.role.nutritionist',
  client: 'shell.role.client',
};
const actionKeys: Record<AccessAction, MessageKey> = {
  viewed: 'privacy.access.viewed',
  changed: 'privacy.access.changed',
  created: 'privacy.access.created',
  deleted: 'privacy.access.deleted',
  downloaded: 'privacy.access.downloaded',
};

/** "Who viewed my records": who opened or changed her health records, newest first. */
export function AccessLogCard() {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const log = useQuery({
    ...accessLogQuery({ limit: SIZE, offset: page * SIZE }),
    placeholderData: keepPreviousData,
  });
  const rows = log.data?.rows ?? [];
  // The server names a deleted account in English; NourishWell and people's names stay as sent.
  const whoOf = (who: string) =>
    who === privacyDataMessages.deletedActor ? t('privacy.access.deletedActor') : who;
  const roleOf = (role: string | null) => (role && isRole(role) ? t(roleKeys[role]) : null);
  return (
    <Card title={t('privacy.access.title')}>
      <p className="text-stone-700">{t('privacy.access.intro')}</p>
      {log.isError && (
        <QueryError message={t('privacy.access.failed')} onRetry={() => void log.refetch()} />
      )}
      {log.isPending && <p className="mt-4 text-stone-600">{t('privacy.loading')}</p>}
      {log.isSuccess && rows.length === 0 && (
        <p className="mt-4 text-stone-600">{t('privacy.access.empty')}</p>
      )}
      {rows.length > 0 && (
        <ul className="mt-4 divide-y divide-stone-200" aria-label={t('privacy.access.title')}>
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span>
                <span className="font-medium text-stone-900">{whoOf(row.who)}</span>
                {roleOf(row.role) && (
                  <span className="text-stone-600"> ({roleOf(row.role)})</span>
                )}{' '}
                {t(actionKeys[row.action], { what: recordName(t, row.what).toLowerCase() })}
              </span>
              <time dateTime={row.at} className="text-sm whitespace-nowrap text-stone-600">
                {formatDateTimeIn(locale, row.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {log.data && log.data.total > SIZE && (
        <div className="mt-3">
          <PageSteps page={page} size={SIZE} total={log.data.total} onPage={setPage} />
        </div>
      )}
    </Card>
  );
}
