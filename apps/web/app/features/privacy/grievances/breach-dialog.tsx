import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { BreachDetail } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { breachQuery, useNotifyBreach, useUpdateBreach } from './grievances-api.ts';
import { ReportClock } from './breach-labels.tsx';

/** One incident: its clock, the people affected, the prepared email, Mark reported, Notify. */
export function BreachDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const detail = useQuery(breachQuery(id));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={detail.data?.title ?? t('privacyAdmin.breaches.incident')}
      wide
    >
      {detail.isPending && <p className="text-stone-600">{t('privacyAdmin.loading')}</p>}
      {detail.isError && (
        <QueryError
          message={t('privacyAdmin.breaches.loadFailed')}
          onRetry={() => void detail.refetch()}
        />
      )}
      {detail.data && <BreachBody breach={detail.data} />}
    </Modal>
  );
}

function BreachBody({ breach }: { breach: BreachDetail }) {
  const t = useT();
  const failure = apiMessageOr(t('privacyAdmin.breach.actionFailed'));
  const update = useUpdateBreach();
  const notify = useNotifyBreach();
  const [confirming, setConfirming] = useState(false);
  const count = breach.affected.length;

  async function markReported() {
    try {
      await update.mutateAsync({ params: { id: breach.id }, body: { status: 'reported' } });
      toast.success(t('privacyAdmin.breach.reported'));
    } catch (error) {
      toast.error(failure(error));
    }
  }
  async function send() {
    try {
      const { notified } = await notify.mutateAsync({ params: { id: breach.id } });
      toast.success(t('privacyAdmin.breach.notified', { count: notified }));
    } catch (error) {
      toast.error(failure(error));
    }
    setConfirming(false);
  }

  return (
    <div className="space-y-5">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">{t('privacyAdmin.breaches.discovered')}</dt>
          <dd className="font-medium">{formatDateTime(breach.discoveredAt)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('privacyAdmin.breach.reportBy')}</dt>
          <dd className="flex flex-wrap items-center gap-2 font-medium">
            {formatDateTime(breach.reportBy)} <ReportClock breach={breach} />
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-stone-600">{t('privacyAdmin.breach.whatHappened')}</dt>
          <dd className="whitespace-pre-line break-words">{breach.description}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-stone-600">{t('privacyAdmin.breach.dataInvolved')}</dt>
          <dd className="break-words">{breach.dataInvolved}</dd>
        </div>
      </dl>
      {breach.status === 'open' && (
        <Button variant="secondary" disabled={update.isPending} onClick={() => void markReported()}>
          {t('privacyAdmin.breach.markReported')}
        </Button>
      )}
      <section aria-label={t('privacyAdmin.breach.affectedPeople')} className="space-y-2">
        <h3 className="font-semibold text-stone-900">
          {t('privacyAdmin.breach.affectedCount', { count: breach.affectedCount })}
        </h3>
        {breach.erasedAffected > 0 && (
          <p className="text-stone-600">
            {t('privacyAdmin.breach.erasedSince', { count: breach.erasedAffected })}
          </p>
        )}
        {count === 0 ? (
          <p className="text-stone-600">{t('privacyAdmin.breach.nobody')}</p>
        ) : (
          // Focusable so a keyboard can scroll a long list of people.
          <ul
            tabIndex={0}
            aria-label={t('privacyAdmin.breach.affectedList')}
            className="max-h-48 divide-y divide-stone-200 overflow-y-auto rounded-lg border border-stone-200 text-sm"
          >
            {breach.affected.map((person) => (
              <li key={person.id} className="px-3 py-2 break-words">
                <span className="font-medium">{person.name}</span> · {person.email} · {person.role}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={t('privacyAdmin.breach.email')} className="space-y-2">
        <h3 className="font-semibold text-stone-900">{t('privacyAdmin.breach.email')}</h3>
        <div className="rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm">
          <p className="font-medium break-words">
            {t('privacyAdmin.breach.subject', { subject: breach.email.subject })}
          </p>
          <p className="mt-2 whitespace-pre-line break-words">{breach.email.body}</p>
        </div>
      </section>
      {breach.notifiedAt ? (
        <p className="font-medium text-emerald-800">
          {t('privacyAdmin.breach.sent', { when: formatDateTime(breach.notifiedAt) })}
        </p>
      ) : confirming ? (
        <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="text-amber-950">{t('privacyAdmin.breach.confirmSend', { count })}</p>
          <ConfirmActions
            onCancel={() => setConfirming(false)}
            onConfirm={() => void send()}
            pending={notify.isPending}
            label={t('privacyAdmin.breach.yesSend')}
            pendingLabel={t('privacyAdmin.sending')}
          />
        </div>
      ) : (
        count > 0 && (
          <Button onClick={() => setConfirming(true)}>
            {t('privacyAdmin.breach.send', { count })}
          </Button>
        )
      )}
    </div>
  );
}
