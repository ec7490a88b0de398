import { toast } from 'sonner';
import { nutritionistMessages, sendMessageSchema } from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useMessageClient } from '#web/features/messaging/api/messaging-api.ts';
import type { ClientDialogProps } from '#web/components/ui/dialog-props.ts';

const messageForm = sendMessageSchema.pick({ content: true });

export function MessageDialog({ me, client, onClose }: ClientDialogProps) {
  const send = useMessageClient();
  const form = useApiForm(
    messageForm,
    { content: '' },
    { failureText: () => nutritionistMessages.messageFailed(client.name) },
  );

  const onSubmit = form.submit(async ({ content }) => {
    await send.mutateAsync({ body: { nId: me, cId: client.id, content } });
    toast.success(`Message sent to ${client.name}`);
    onClose();
  });

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Message ${client.name}`}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextAreaField label="Message" maxLength={4000} {...form.field('content')} />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          pendingLabel="Sending..."
          label="Send"
        />
      </form>
    </Modal>
  );
}
