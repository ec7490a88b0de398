import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { DeviceSession } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDateTimeIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { deviceSessionsQuery, useSignOutDevice, useSignOutOtherDevices } from './security-api.ts';

/** Issue 18: the devices she is signed in on; she can sign any other one out. */
export function SessionsCard() {
  const t = useT();
  const locale = useLocale();
  const when = (iso: string) => formatDateTimeIn(locale, iso);
  const failureOf = (error: unknown) =>
    error instanceof ApiError && error.message ? error.message : t('security.sessions.failed');
  const sessions = useQuery(deviceSessionsQuery());
  const signOutOne = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const [confirming, setConfirming] = useState(false);

  const endOne = (session: DeviceSession) =>
    signOutOne.mutate(
      { params: { id: session.id } },
      {
        onSuccess: () => toast.success(t('security.sessions.signedOut')),
        onError: (error) => toast.error(failureOf(error)),
      },
    );
  const endOthers = () =>
    signOutOthers.mutate(
      {},
      {
        onSuccess: () => toast.success(t('security.sessions.signedOutOthers')),
        onError: (error) => toast.error(failureOf(error)),
        onSettled: () => setConfirming(false),
      },
    );

  let body;
  if (sessions.isPending) body = <p role="status">{t('security.loading')}</p>;
  else if (sessions.isError)
    body = (
      <QueryError
        message={t('security.sessions.loadFailed')}
        onRetry={() => void sessions.refetch()}
      />
    );
  else {
    const others = sessions.data.filter((session) => !session.current);
    body = (
      <div className="space-y-4">
        <ul className="divide-y divide-stone-200" aria-label={t('security.sessions.title')}>
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-stone-900">
                  {session.device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      {t('security.sessions.thisDevice')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-stone-700">
                  {t('security.sessions.when', {
                    address: session.ip ?? t('security.sessions.unknownAddress'),
                    signedIn: when(session.signedInAt),
                    lastSeen: when(session.lastSeenAt),
                  })}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  disabled={signOutOne.isPending}
                  onClick={() => endOne(session)}
                  aria-label={t('security.sessions.signOutOne', {
                    device: session.device,
                    when: when(session.signedInAt),
                  })}
                >
                  {t('security.sessions.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others.length > 0 && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('security.sessions.signOutOthers')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <Card title={t('security.sessions.title')}>
      {body}
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('security.sessions.confirmTitle')}
        description={t('security.sessions.confirm')}
      >
        <ConfirmActions
          onCancel={() => setConfirming(false)}
          onConfirm={endOthers}
          pending={signOutOthers.isPending}
          label={t('security.sessions.signOutOthers')}
          pendingLabel={t('security.sessions.signingOut')}
          danger
        />
      </Modal>
    </Card>
  );
}
