import { toast } from 'sonner';
import { clientMessageSchema, portalMessages } from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
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
  // A failed send is said in the dialog only, in the spec's one text, whatever the reason.
  const form = useApiForm(
    clientMessageSchema,
    { nId: nutritionist.id, cId: clientId, content: '' },
    { failureText: () => portalMessages.messageSendFailed, toastFailure: false },
  );
  const send = useSendToNutritionist();

  const onSubmit = form.submit(async (body) => {
    await send.mutateAsync({ body });
    toast.success(`Message sent to ${nutritionist.name}`);
    onClose();
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Contact Nutritionist"
      description={`Write to ${nutritionist.name}. They will reply in your messages.`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextAreaField label="Message" maxLength={4000} {...form.field('content')} />
        <FormAlert message={form.failure} />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label="Send"
          pendingLabel="Sending..."
        />
      </form>
    </Modal>
  );
}
