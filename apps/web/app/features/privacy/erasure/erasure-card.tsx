import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { erasureRequestInputSchema, erasureTexts } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { PasswordField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { erasureWhen, myErasureQuery, useCancelErasure, useRequestErasure } from './erasure-api.ts';

/** The dialog that confirms erasure: what happens, then her password. */
function ConfirmErasureDialog({ onClose }: { onClose: () => void }) {
  const request = useRequestErasure();
  const form = useApiForm(
    erasureRequestInputSchema,
    { password: '' },
    { failureText: apiMessageOr(erasureTexts.requestFailed) },
  );
  const onSubmit = form.submit(async (body) => {
    await request.mutateAsync({ body });
    toast.success(erasureTexts.requested);
    onClose();
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete your account and data?"
      description={erasureTexts.erasureExplained}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label="Your password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <FormAlert message={form.failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" disabled={form.pending}>
            {form.pending ? 'Sending…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Issue 18: erase her account after a 48-hour notice she can cancel. */
export function ErasureCard() {
  const pending = useQuery(myErasureQuery());
  const cancel = useCancelErasure();
  const [confirming, setConfirming] = useState(false);

  const onCancel = () =>
    cancel.mutate(
      {},
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(apiMessageOr(erasureTexts.cancelFailed)(error)),
      },
    );

  return (
    <Card title="Delete my account and data">
      {pending.isLoading ? (
        <p role="status">Loading…</p>
      ) : pending.isError ? (
        <QueryError message={erasureTexts.fetchFailed} onRetry={() => void pending.refetch()} />
      ) : pending.data ? (
        <div className="space-y-3">
          <p className="font-medium text-red-800">
            Your account and data will be erased on {erasureWhen(pending.data.scheduledFor)}.
          </p>
          {pending.data.reason === 'withdrawal' ? (
            <p className="text-stone-700">{erasureTexts.withdrawalErasure}</p>
          ) : (
            <>
              <p className="text-stone-700">
                Until then you can cancel and keep everything as it is.
              </p>
              <Button variant="secondary" disabled={cancel.isPending} onClick={onCancel}>
                {cancel.isPending ? 'Cancelling…' : 'Cancel erasure'}
              </Button>
            </>
          )}
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-stone-700">{erasureTexts.erasureExplained}</p>
          <p className="text-stone-700">{erasureTexts.noticeExplained}</p>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete my account and data
          </Button>
        </div>
      )}
      {confirming && <ConfirmErasureDialog onClose={() => setConfirming(false)} />}
    </Card>
  );
}
