import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ConsentLog, ConsentRow, MessageKey } from '@nourishwell/shared';
import { Card } from '#web/components/ui/detail-list.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { formatDateTimeIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { myConsentsQuery } from './consent-api.ts';

/** How the consent log names each action and method, in the catalogue. */
const actionKeys: Record<ConsentRow['action'], MessageKey> = {
  accept: 'privacy.consent.accept',
  withdraw: 'privacy.consent.withdraw',
};
const methodKeys: Record<ConsentRow['method'], MessageKey> = {
  'sign-in': 'privacy.consent.bySignIn',
  form: 'privacy.consent.byForm',
  profile: 'privacy.consent.byProfile',
  intake: 'privacy.consent.byIntake',
  channels: 'privacy.consent.byChannels',
};

/**
 * A version as she reads it: a notice's as it is ("2026-01"), an intake form's signature
 * (`intake-form:<formId>:<version>`, issue 35) as "Form version 2", a channel's consent
 * (`channel:whatsapp`, issue 36) as the channel's name ("WhatsApp messages").
 */
function versionText(t: ReturnType<typeof useT>, version: string): string {
  const intake = /^intake-form:\d+:(\d+)$/.exec(version);
  if (intake) return t('privacy.consent.intakeVersion', { version: Number(intake[1]) });
  const channel = /^channel:(whatsapp|sms|email)$/.exec(version);
  return channel ? t('privacy.consent.channelVersion', { channel: channel[1]! }) : version;
}

/** When she accepted the version she holds: its newest acceptance in the log. */
function acceptedAt(log: ConsentLog): string | undefined {
  return log.items.find((row) => row.action === 'accept' && row.version === log.acceptedVersion)
    ?.createdAt;
}

function Standing({ log }: { log: ConsentLog }) {
  const t = useT();
  const locale = useLocale();
  const when = (iso: string) => formatDateTimeIn(locale, iso);
  let text: string;
  if (log.withdrawnAt) text = t('privacy.consent.withdrawn', { when: when(log.withdrawnAt) });
  else if (log.acceptedVersion === log.noticeVersion) {
    const at = acceptedAt(log);
    text = at
      ? t('privacy.consent.acceptedOn', { version: log.noticeVersion, when: when(at) })
      : t('privacy.consent.accepted', { version: log.noticeVersion });
  } else text = t('privacy.consent.changed', { version: log.noticeVersion });
  return <p className="text-stone-800">{text}</p>;
}

/**
 * Issue 18: her consent, on her privacy page — the version she accepted and when, and the
 * log of every acceptance and withdrawal. Withdrawal itself is part of the erasure card:
 * `children` is where that card's action goes.
 */
export function ConsentCard({ children }: { children?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const consents = useQuery(myConsentsQuery());
  const log = consents.data;
  const head = [
    t('privacy.consent.date'),
    t('privacy.consent.action'),
    t('privacy.consent.version'),
    t('privacy.consent.how'),
  ];
  return (
    <Card title={t('privacy.consent.title')}>
      <div className="space-y-4">
        {consents.isError && (
          <QueryError
            message={t('privacy.consent.loadFailed')}
            onRetry={() => void consents.refetch()}
          />
        )}
        {log && <Standing log={log} />}
        <Table caption={t('privacy.consent.log')} head={head}>
          {consents.isPending && <EmptyRow colSpan={head.length}>{t('privacy.loading')}</EmptyRow>}
          {log && log.items.length === 0 && (
            <EmptyRow colSpan={head.length}>{t('privacy.consent.empty')}</EmptyRow>
          )}
          {log?.items.map((row) => (
            <tr key={`${row.createdAt}-${row.action}-${row.version}`}>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatDateTimeIn(locale, row.createdAt)}
              </td>
              <td className="px-3 py-2">{t(actionKeys[row.action])}</td>
              <td className="px-3 py-2 whitespace-nowrap">{versionText(t, row.version)}</td>
              <td className="px-3 py-2">{t(methodKeys[row.method])}</td>
            </tr>
          ))}
        </Table>
        {children}
      </div>
    </Card>
  );
}
