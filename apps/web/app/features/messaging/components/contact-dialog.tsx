import { toast } from 'sonner';
import { clientMessageSchema } from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useSendToNutritionist } from '#web/features/messaging/api/messaging-api.ts';

/** Her dashboard's Contact Nutritionist: one message to her nutritionist. */
export function ContactDialog({
  clientId,
  nutritionist,
  onClose,
}: {
  clientId: number;
  nutritionist: { id: number; name: string };
  onClose: () => void;
}) {
  const t = useT();
  // A failed send is said in the dialog only, in the spec's one text, whatever the reason.
  const form = useApiForm(
    clientMessageSchema,
    { nId: nutritionist.id, cId: clientId, content: '' },
    { failureText: () => t('chat.sendFailedTryAgain'), toastFailure: false },
  );
  const send = useSendToNutritionist();

  const onSubmit = form.submit(async (body) => {
    await send.mutateAsync({ body });
    toast.success(t('chat.sentTo', { name: nutritionist.name }));
    onClose();
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('chat.contactTitle')}
      description={t('chat.contactDescription', { name: nutritionist.name })}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextAreaField label={t('chat.message')} maxLength={4000} {...form.field('content')} />
        <FormAlert message={form.failure} />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label={t('chat.send')}
          pendingLabel={t('chat.sending')}
        />
      </form>
    </Modal>
  );
}
