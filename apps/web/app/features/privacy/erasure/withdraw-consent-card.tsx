import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { erasureTexts } from '@nourishwell/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/detail-list.tsx';
import { ConfirmActions } from '../../../components/ui/dialog-actions.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { apiMessageOr } from '../../../lib/forms/failure-text.ts';
import { erasureWhen, myErasureQuery, useWithdrawConsent } from './erasure-api.ts';

/** Issue 18: withdraw consent in one action; it stops processing and leads to erasure. */
export function WithdrawConsentCard() {
  const pending = useQuery(myErasureQuery());
  const withdraw = useWithdrawConsent();
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

  const withdrawn = pending.data?.reason === 'withdrawal' ? pending.data : null;
  return (
    <Card title="Withdraw consent">
      {pending.isLoading ? (
        <p role="status">Loading…</p>
      ) : pending.isError ? (
        <QueryError message={erasureTexts.fetchFailed} onRetry={() => void pending.refetch()} />
      ) : withdrawn ? (
        <p className="text-stone-700">
          You withdrew consent. Your account and data will be erased on{' '}
          {erasureWhen(withdrawn.scheduledFor)}.
        </p>
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
