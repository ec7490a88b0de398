import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { bulkMessageMessages, LIMITS, type CaseloadClient } from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useBulkMessage } from '../api/clients-api.ts';

/** §2.13 Send Bulk Message: one text to all her clients or the ones she ticks, in one request. */
export function BulkMessageDialog({
  me,
  clients,
  onClose,
}: {
  me: number;
  clients: CaseloadClient[];
  onClose: () => void;
}) {
  const [everyone, setEveryone] = useState(true);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ content?: string; to?: string }>({});
  const send = useBulkMessage();

  const toggle = (id: number) => {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
    setErrors((e) => ({ ...e, to: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      content: content.trim() ? undefined : 'Please enter a message',
      to: everyone || chosen.size > 0 ? undefined : bulkMessageMessages.noRecipients,
    };
    setErrors(next);
    if (next.content || next.to) return;
    try {
      const answer = await send.mutateAsync(
        everyone ? { nId: me, all: true, content } : { nId: me, clientIds: [...chosen], content },
      );
      toast.success(answer.message);
      onClose();
    } catch {
      toast.error('Failed to send messages');
    }
  }

  const radio = 'h-5 w-5 accent-emerald-700';
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Send Bulk Message">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">Send to</legend>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="recipients"
              className={radio}
              checked={everyone}
              onChange={() => setEveryone(true)}
            />
            All my clients ({clients.length})
          </label>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="recipients"
              className={radio}
              checked={!everyone}
              onChange={() => setEveryone(false)}
            />
            Only the clients I choose
          </label>
        </fieldset>
        {!everyone && (
          <fieldset className="max-h-56 space-y-1 overflow-y-auto rounded-lg border border-stone-200 p-3">
            <legend className="sr-only">Clients</legend>
            {clients.map((c) => (
              <label key={c.id} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className={radio}
                  checked={chosen.has(c.id)}
                  onChange={() => toggle(c.id)}
                />
                <span>
                  {c.name} <span className="text-sm text-stone-600">({c.email})</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <FormAlert message={errors.to ?? null} />
        <TextAreaField
          label="Message"
          value={content}
          maxLength={LIMITS.messageMaxLength}
          onChange={(e) => {
            setContent(e.target.value);
            setErrors((x) => ({ ...x, content: undefined }));
          }}
          error={errors.content}
        />
        <DialogActions
          onCancel={onClose}
          pending={send.isPending}
          pendingLabel="Sending..."
          label={everyone ? `Send to all ${clients.length}` : `Send to ${chosen.size} chosen`}
        />
      </form>
    </Modal>
  );
}
