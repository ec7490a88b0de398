import { toast } from 'sonner';
import { sendMessageSchema } from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useMessageClient } from '#web/features/messaging/api/messaging-api.ts';
import type { ClientDialogProps } from '#web/components/ui/dialog-props.ts';

const messageForm = sendMessageSchema.pick({ content: true });

export function MessageDialog({ me, client, onClose }: ClientDialogProps) {
  const t = useT();
  const send = useMessageClient();
  const form = useApiForm(
    messageForm,
    { content: '' },
    { failureText: () => t('chat.messageFailed', { name: client.name }) },
  );

  const onSubmit = form.submit(async ({ content }) => {
    await send.mutateAsync({ body: { nId: me, cId: client.id, content } });
    toast.success(t('chat.sentTo', { name: client.name }));
    onClose();
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('chat.messageTitle', { name: client.name })}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextAreaField label={t('chat.message')} maxLength={4000} {...form.field('content')} />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          pendingLabel={t('chat.sending')}
          label={t('chat.send')}
        />
      </form>
    </Modal>
  );
}
