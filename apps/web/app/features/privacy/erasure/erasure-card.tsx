import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { erasureRequestInputSchema, PRIVACY_CLOCKS } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { PasswordField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { erasureWhen, myErasureQuery, useCancelErasure, useRequestErasure } from './erasure-api.ts';

const hours = PRIVACY_CLOCKS.erasureNoticeHours;

/** The dialog that confirms erasure: what happens, then her password. */
function ConfirmErasureDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const request = useRequestErasure();
  const form = useApiForm(
    erasureRequestInputSchema,
    { password: '' },
    { failureText: apiMessageOr(t('privacy.erasure.requestFailed')) },
  );
  const onSubmit = form.submit(async (body) => {
    await request.mutateAsync({ body });
    toast.success(t('privacy.erasure.requested', { hours }));
    onClose();
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('privacy.erasure.confirmTitle')}
      description={t('privacy.erasure.explained')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label={t('privacy.erasure.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <FormAlert message={form.failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('privacy.erasure.keep')}
          </Button>
          <Button type="submit" variant="danger" disabled={form.pending}>
            {form.pending ? t('privacy.erasure.sending') : t('privacy.erasure.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Issue 18: erase her account after a 48-hour notice she can cancel. */
export function ErasureCard() {
  const t = useT();
  const locale = useLocale();
  const pending = useQuery(myErasureQuery());
  const cancel = useCancelErasure();
  const [confirming, setConfirming] = useState(false);

  // The server's answer is in English; she reads the same words in her language.
  const onCancel = () =>
    cancel.mutate(
      {},
      {
        onSuccess: () => toast.success(t('privacy.erasure.cancelled')),
        onError: (error) => toast.error(apiMessageOr(t('privacy.erasure.cancelFailed'))(error)),
      },
    );

  return (
    <Card title={t('privacy.erasure.title')}>
      {pending.isLoading ? (
        <p role="status">{t('privacy.loading')}</p>
      ) : pending.isError ? (
        <QueryError
          message={t('privacy.erasure.fetchFailed')}
          onRetry={() => void pending.refetch()}
        />
      ) : pending.data ? (
        <div className="space-y-3">
          <p className="font-medium text-red-800">
            {t('privacy.erasure.scheduled', {
              when: erasureWhen(pending.data.scheduledFor, locale),
            })}
          </p>
          {pending.data.reason === 'withdrawal' ? (
            <p className="text-stone-700">{t('privacy.erasure.byWithdrawal')}</p>
          ) : (
            <>
              <p className="text-stone-700">{t('privacy.erasure.untilThen')}</p>
              <Button variant="secondary" disabled={cancel.isPending} onClick={onCancel}>
                {cancel.isPending ? t('privacy.erasure.cancelling') : t('privacy.erasure.cancel')}
              </Button>
            </>
          )}
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-stone-700">{t('privacy.erasure.explained')}</p>
          <p className="text-stone-700">{t('privacy.erasure.notice', { hours })}</p>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('privacy.erasure.title')}
          </Button>
        </div>
      )}
      {confirming && <ConfirmErasureDialog onClose={() => setConfirming(false)} />}
    </Card>
  );
}
