import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { PRIVACY_NOTICE_VERSION, erasureTexts } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
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
  const pending = useQuery(myErasureQuery());
  const standing = useQuery(myConsentStandingQuery());
  const withdraw = useWithdrawConsent();
  const consentAgain = useConsentAgain();
  const [confirming, setConfirming] = useState(false);

  const onConfirm = () =>
    withdraw.mutate(
      {},
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setConfirming(false);
        },
        onError: (error) => toast.error(apiMessageOr(erasureTexts.withdrawFailed)(error)),
      },
    );

  const onConsentAgain = () =>
    consentAgain.mutate(
      { body: { version: PRIVACY_NOTICE_VERSION } },
      {
        onSuccess: () => toast.success(erasureTexts.consentAgain),
        onError: (error) => toast.error(apiMessageOr(erasureTexts.consentAgainFailed)(error)),
      },
    );

  const withdrawnAt = standing.data?.withdrawnAt ?? null;
  const erasure = pending.data?.reason === 'withdrawal' ? pending.data : null;
  return (
    <Card title="Withdraw consent">
      {pending.isLoading || standing.isLoading ? (
        <p role="status">Loading…</p>
      ) : pending.isError || standing.isError ? (
        <QueryError
          message={erasureTexts.fetchFailed}
          onRetry={() => void Promise.all([pending.refetch(), standing.refetch()])}
        />
      ) : withdrawnAt ? (
        <div className="space-y-3">
          <p className="text-stone-700">
            You withdrew consent on {erasureWhen(withdrawnAt)}.
            {erasure
              ? ` Your account and data will be erased on ${erasureWhen(erasure.scheduledFor)}.`
              : ''}
          </p>
          <p className="text-stone-700">{erasureTexts.consentAgainExplained}</p>
          <Button variant="secondary" onClick={onConsentAgain} disabled={consentAgain.isPending}>
            {consentAgain.isPending ? 'Saving…' : 'Give consent again'}
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-stone-700">{erasureTexts.withdrawExplained}</p>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Withdraw consent
          </Button>
        </div>
      )}
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title="Withdraw consent?"
        description={erasureTexts.withdrawExplained}
      >
        <ConfirmActions
          onCancel={() => setConfirming(false)}
          onConfirm={onConfirm}
          pending={withdraw.isPending}
          label="Withdraw consent"
          pendingLabel="Withdrawing…"
          danger
        />
      </Modal>
    </Card>
  );
}
