import { toast } from 'sonner';
import { bulkMessageSchema, LIMITS } from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useBulkMessage } from '#web/features/messaging/api/messaging-api.ts';
import type { CaseloadDialogProps } from '#web/components/ui/dialog-props.ts';

/**
 * My Clients' Send Bulk Message: one text to all her clients or the ones she ticks, in one
 * request.
 */
export function BulkMessageDialog({ me, clients, onClose }: CaseloadDialogProps) {
  const t = useT();
  const send = useBulkMessage();
  const form = useApiForm(
    bulkMessageSchema,
    { nId: me, all: true, clientIds: [], content: '' },
    { failureText: () => t('chat.bulkFailed') },
  );
  const everyone = form.watch('all') === true;
  const chosen = form.watch('clientIds') ?? [];

  const toggle = (id: number) => {
    const next = chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id];
    form.setValue('clientIds', next);
    form.clearErrors('clientIds');
  };

  // Only the chosen way goes out: "all" never travels with a list, nor a list with "all".
  const onSubmit = form.submit(async ({ nId, all, clientIds, content }) => {
    const answer = await send.mutateAsync({
      body: all ? { nId, all: true, content } : { nId, clientIds, content },
    });
    toast.success(answer.message);
    onClose();
  });

  const radio = 'h-5 w-5 accent-emerald-700';
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('chat.bulkTitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">{t('chat.bulkTo')}</legend>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="recipients"
              className={radio}
              checked={everyone}
              onChange={() => form.setValue('all', true)}
            />
            {t('chat.allMyClients', { count: clients.length })}
          </label>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="recipients"
              className={radio}
              checked={!everyone}
              onChange={() => form.setValue('all', false)}
            />
            {t('chat.onlyChosen')}
          </label>
        </fieldset>
        {!everyone && (
          <fieldset className="max-h-56 space-y-1 overflow-y-auto rounded-lg border border-stone-200 p-3">
            <legend className="sr-only">{t('chat.clients')}</legend>
            {clients.map((c) => (
              <label key={c.id} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className={radio}
                  checked={chosen.includes(c.id)}
                  onChange={() => toggle(c.id)}
                />
                <span>
                  {c.name} <span className="text-sm text-stone-600">({c.email})</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <FormAlert message={form.formState.errors.clientIds?.message ?? null} />
        <TextAreaField
          label={t('chat.message')}
          maxLength={LIMITS.messageMaxLength}
          {...form.field('content')}
        />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          pendingLabel={t('chat.sending')}
          label={
            everyone
              ? t('chat.sendToAll', { count: clients.length })
              : t('chat.sendToChosen', { count: chosen.length })
          }
        />
      </form>
    </Modal>
  );
}
