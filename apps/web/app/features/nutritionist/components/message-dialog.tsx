import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { CaseloadClient } from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useSendMessage } from '../api/nutritionist-api.ts';

export function MessageDialog({
  me,
  client,
  onClose,
}: {
  me: number;
  client: CaseloadClient;
  onClose: () => void;
}) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useSendMessage();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim()) {
      setError('Please enter a message');
      return;
    }
    try {
      await send.mutateAsync({ nId: me, cId: client.id, content });
      toast.success(`Message sent to ${client.name}`);
      onClose();
    } catch {
      toast.error(`Unable to send message to ${client.name}`);
    }
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Message ${client.name}`}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextAreaField
          label="Message"
          value={content}
          maxLength={4000}
          onChange={(e) => {
            setContent(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <DialogActions
          onCancel={onClose}
          pending={send.isPending}
          pendingLabel="Sending..."
          label="Send"
        />
      </form>
    </Modal>
  );
}
