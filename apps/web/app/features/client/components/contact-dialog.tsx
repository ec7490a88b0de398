import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { clientMessageSchema } from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSendToNutritionist } from '../api/portal-api.ts';

/** §2.17 Contact Nutritionist: one message to her nutritionist. */
export function ContactDialog({
  clientId,
  nutritionist,
  onClose,
}: {
  clientId: number;
  nutritionist: { id: number; name: string };
  onClose: () => void;
}) {
  const form = useSchemaForm(clientMessageSchema, {
    nId: nutritionist.id,
    cId: clientId,
    content: '',
  });
  const [failed, setFailed] = useState(false);
  const send = useSendToNutritionist();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    const input = form.validate();
    if (!input) return;
    try {
      await send.mutateAsync(input);
      toast.success(`Message sent to ${nutritionist.name}`);
      onClose();
    } catch {
      setFailed(true);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Contact Nutritionist"
      description={`Write to ${nutritionist.name}. They will reply in your messages.`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextAreaField label="Message" maxLength={4000} {...form.bind('content')} />
        <FormAlert message={failed ? 'Failed to send message. Please try again.' : null} />
        <DialogActions
          onCancel={onClose}
          pending={send.isPending}
          label="Send"
          pendingLabel="Sending..."
        />
      </form>
    </Modal>
  );
}
