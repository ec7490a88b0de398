import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import {
  erasureWhen,
  myConsentStandingQuery,
  myErasureQuery,
  useConsentAgain,
  useWithdrawConsent,
} from './erasure-api.ts';

/**
 * Issue 18: withdraw consent in one action; it stops processing and leads to erasure. Once
 * withdrawn, she may give consent again (the erasure card cancels the erasure itself).
 */
export function WithdrawConsentCard() {
  const t = useT();
  const locale = useLocale();
  const pending = useQuery(myErasureQuery());
  const standing = useQuery(myConsentStandingQuery());
  const withdraw = useWithdrawConsent();
  const consentAgain = useConsentAgain();
  const [confirming, setConfirming] = useState(false);

  const onConfirm = () =>
    withdraw.mutate(
      {},
      {
        // The server's answer is in English; she reads the same words in her language.
        onSuccess: () => {
          toast.success(t('privacy.withdraw.done'));
          setConfirming(false);
        },
        onError: (error) => toast.error(apiMessageOr(t('privacy.withdraw.failed'))(error)),
      },
    );

  const onConsentAgain = () =>
    consentAgain.mutate(
      { body: { version: PRIVACY_NOTICE_VERSION } },
      {
        onSuccess: () => toast.success(t('privacy.withdraw.againDone')),
        onError: (error) => toast.error(apiMessageOr(t('privacy.withdraw.againFailed'))(error)),
      },
    );

  const withdrawnAt = standing.data?.withdrawnAt ?? null;
  const erasure = pending.data?.reason === 'withdrawal' ? pending.data : null;
  return (
    <Card title={t('privacy.withdraw.title')}>
      {pending.isLoading || standing.isLoading ? (
        <p role="status">{t('privacy.loading')}</p>
      ) : pending.isError || standing.isError ? (
        <QueryError
          message={t('privacy.erasure.fetchFailed')}
          onRetry={() => void Promise.all([pending.refetch(), standing.refetch()])}
        />
      ) : withdrawnAt ? (
        <div className="space-y-3">
          <p className="text-stone-700">
            {t('privacy.withdraw.withdrawnOn', { when: erasureWhen(withdrawnAt, locale) })}
            {erasure
              ? ` ${t('privacy.erasure.scheduled', { when: erasureWhen(erasure.scheduledFor, locale) })}`
              : ''}
          </p>
          <p className="text-stone-700">{t('privacy.withdraw.againExplained')}</p>
          <Button variant="secondary" onClick={onConsentAgain} disabled={consentAgain.isPending}>
            {consentAgain.isPending ? t('privacy.withdraw.saving') : t('privacy.withdraw.again')}
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-stone-700">{t('privacy.withdraw.explained')}</p>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('privacy.withdraw.title')}
          </Button>
        </div>
      )}
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('privacy.withdraw.confirmTitle')}
        description={t('privacy.withdraw.explained')}
      >
        <ConfirmActions
          onCancel={() => setConfirming(false)}
          onConfirm={onConfirm}
          pending={withdraw.isPending}
          label={t('privacy.withdraw.title')}
          pendingLabel={t('privacy.withdraw.withdrawing')}
          danger
        />
      </Modal>
    </Card>
  );
}
