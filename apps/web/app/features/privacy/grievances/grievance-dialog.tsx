import { useState } from 'react';
import { toast } from 'sonner';
import { grievanceResolveSchema, type AdminGrievance } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { formatDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useProgressGrievance, useResolveGrievance } from './grievances-api.ts';
import { DueBadge } from './due-badge.tsx';
import { StatusBadge } from './grievance-labels.tsx';

/** One concern: her message, Mark in progress, and a reply that resolves it (asked first). */
export function GrievanceDialog({
  grievance,
  onClose,
}: {
  grievance: AdminGrievance;
  onClose: () => void;
}) {
  const t = useT();
  const failure = apiMessageOr(t('privacyAdmin.concern.actionFailed'));
  const progress = useProgressGrievance();
  const resolve = useResolveGrievance();
  const [confirming, setConfirming] = useState<string | null>(null);
  const form = useApiForm(grievanceResolveSchema, { reply: '' }, { failureText: failure });
  const resolved = grievance.status === 'resolved';

  async function markInProgress() {
    try {
      await progress.mutateAsync({
        params: { id: grievance.id },
        body: { status: 'inProgress' },
      });
      toast.success(t('privacyAdmin.concern.progressed'));
    } catch (error) {
      toast.error(failure(error));
    }
  }

  const askToResolve = form.submit(async ({ reply }) => setConfirming(reply));
  async function sendReply() {
    if (confirming === null) return;
    try {
      await resolve.mutateAsync({ params: { id: grievance.id }, body: { reply: confirming } });
      toast.success(t('privacyAdmin.concern.resolved'));
      onClose();
    } catch (error) {
      setConfirming(null);
      toast.error(failure(error));
    }
  }

  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`${grievance.reference}: ${grievance.subject}`}
      wide
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <StatusBadge status={grievance.status} />
          <span>
            {t('privacyAdmin.concern.from', {
              name: grievance.name,
              email: grievance.email,
              received: formatDate(grievance.createdAt),
            })}
          </span>
        </div>
        <div className="text-sm text-stone-700">
          {t('privacyAdmin.concern.answerBy')} <DueBadge grievance={grievance} />
        </div>
        <p className="rounded-lg bg-stone-50 p-3 whitespace-pre-line break-words text-stone-900">
          {grievance.message}
        </p>
        {resolved ? (
          <div className="space-y-1">
            <p className="text-sm font-medium text-stone-800">
              {grievance.resolvedAt
                ? t('privacyAdmin.concern.replySent', { when: formatDate(grievance.resolvedAt) })
                : t('privacyAdmin.concern.reply')}
            </p>
            <p className="whitespace-pre-line break-words text-stone-900">{grievance.reply}</p>
          </div>
        ) : confirming !== null ? (
          <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
            <p className="text-amber-950">
              {t('privacyAdmin.concern.confirmResolve', { email: grievance.email })}
            </p>
            <ConfirmActions
              onCancel={() => setConfirming(null)}
              onConfirm={() => void sendReply()}
              pending={resolve.isPending}
              label={t('privacyAdmin.concern.yesResolve')}
              pendingLabel={t('privacyAdmin.sending')}
              cancelLabel={t('privacyAdmin.concern.back')}
            />
          </div>
        ) : (
          <form
            noValidate
            onSubmit={askToResolve}
            className="space-y-3"
            aria-label={t('privacyAdmin.concern.resolveForm')}
          >
            {grievance.status === 'open' && (
              <Button
                variant="secondary"
                disabled={progress.isPending}
                onClick={() => void markInProgress()}
              >
                {t('privacyAdmin.concern.markInProgress')}
              </Button>
            )}
            <TextAreaField
              label={t('privacyAdmin.concern.replyField')}
              maxLength={5000}
              {...form.field('reply')}
            />
            <FormAlert message={form.failure} />
            <div className="flex justify-end">
              <Button type="submit">{t('privacyAdmin.concern.sendAndResolve')}</Button>
            </div>
          </form>
        )}
      </div>
    </Modal>
  );
}
