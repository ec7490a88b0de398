import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { securityMessages, type DeviceSession } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { deviceSessionsQuery, useSignOutDevice, useSignOutOtherDevices } from './security-api.ts';

const failureOf = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : securityMessages.signOutFailed;

/** Issue 18: the devices she is signed in on; she can sign any other one out. */
export function SessionsCard() {
  const sessions = useQuery(deviceSessionsQuery());
  const signOutOne = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const [confirming, setConfirming] = useState(false);

  const endOne = (session: DeviceSession) =>
    signOutOne.mutate(
      { params: { id: session.id } },
      {
        onSuccess: () => toast.success(securityMessages.signedOut),
        onError: (error) => toast.error(failureOf(error)),
      },
    );
  const endOthers = () =>
    signOutOthers.mutate(
      {},
      {
        onSuccess: () => toast.success(securityMessages.signedOutOthers),
        onError: (error) => toast.error(failureOf(error)),
        onSettled: () => setConfirming(false),
      },
    );

  let body;
  if (sessions.isPending) body = <p role="status">Loading…</p>;
  else if (sessions.isError)
    body = (
      <QueryError
        message={securityMessages.sessionsLoadFailed}
        onRetry={() => void sessions.refetch()}
      />
    );
  else {
    const others = sessions.data.filter((session) => !session.current);
    body = (
      <div className="space-y-4">
        <ul className="divide-y divide-stone-200" aria-label="Signed-in devices">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-stone-900">
                  {session.device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      This device
                    </span>
                  )}
                </p>
                <p className="text-sm text-stone-700">
                  {session.ip ?? 'Unknown address'} · Signed in {formatDateTime(session.signedInAt)}{' '}
                  · Last seen {formatDateTime(session.lastSeenAt)}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  disabled={signOutOne.isPending}
                  onClick={() => endOne(session)}
                  aria-label={`Sign out ${session.device}, signed in ${formatDateTime(session.signedInAt)}`}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others.length > 0 && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Sign out everywhere else
          </Button>
        )}
      </div>
    );
  }

  return (
    <Card title="Signed-in devices">
      {body}
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere else?"
        description={securityMessages.confirmSignOutOthers}
      >
        <ConfirmActions
          onCancel={() => setConfirming(false)}
          onConfirm={endOthers}
          pending={signOutOthers.isPending}
          label="Sign out everywhere else"
          pendingLabel="Signing out…"
          danger
        />
      </Modal>
    </Card>
  );
}
