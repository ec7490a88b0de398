import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { breachInputSchema, type BreachDetail } from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { apiQuery } from '#web/lib/api.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { instantFromLocal } from '#web/lib/forms/local-instant.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useRecordBreach } from './grievances-api.ts';

interface BreachFormValues {
  title: string;
  description: string;
  dataInvolved: string;
  discoveredAt: string;
  affected: 'allClients' | 'list';
  affectedUserIds: number[];
}

/** "Record an incident": what, when it was found, what data, and who (all clients or chosen). */
export function BreachForm({
  onClose,
  onRecorded,
}: {
  onClose: () => void;
  onRecorded: (breach: BreachDetail) => void;
}) {
  const t = useT();
  const record = useRecordBreach();
  const [search, setSearch] = useState('');
  const clients = useQuery({
    ...apiQuery('adminClients', { query: { q: search.trim() || undefined, limit: 50 } }),
    placeholderData: keepPreviousData,
  });
  const form = useApiForm(
    breachInputSchema,
    {
      title: '',
      description: '',
      dataInvolved: '',
      discoveredAt: '',
      affected: 'allClients',
      affectedUserIds: [],
    } satisfies BreachFormValues,
    {
      prepare: (values) => ({ ...values, discoveredAt: instantFromLocal(values.discoveredAt) }),
      failureText: apiMessageOr(t('privacyAdmin.breach.actionFailed')),
    },
  );
  const affected = form.watch('affected');
  const chosen = form.watch('affectedUserIds') ?? [];
  const onSubmit = form.submit(async (body) => {
    const created = await record.mutateAsync({ body });
    toast.success(t('privacyAdmin.breach.recorded'));
    onRecorded(created);
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('privacyAdmin.breaches.record')}
      wide
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        aria-label={t('privacyAdmin.breaches.record')}
      >
        <TextField
          label={t('privacyAdmin.breach.title')}
          maxLength={200}
          {...form.field('title')}
        />
        <TextAreaField
          label={t('privacyAdmin.breach.whatHappened')}
          rows={4}
          {...form.field('description')}
        />
        <TextField
          label={t('privacyAdmin.breach.dataInvolved')}
          maxLength={1000}
          {...form.field('dataInvolved')}
        />
        <TextField
          label={t('privacyAdmin.breach.discoveredAt')}
          type="datetime-local"
          {...form.field('discoveredAt')}
        />
        <SelectField label={t('privacyAdmin.breach.whoAffected')} {...form.field('affected')}>
          <option value="allClients">{t('privacyAdmin.breach.allClients')}</option>
          <option value="list">{t('privacyAdmin.breach.chosenClients')}</option>
        </SelectField>
        {affected === 'list' && (
          <fieldset className="max-h-72 space-y-1 overflow-y-auto rounded-lg border border-stone-200 p-3">
            <legend className="px-1 text-sm font-medium text-stone-800">
              {t('privacyAdmin.breach.affectedClients')}
            </legend>
            <TextField
              label={t('privacyAdmin.breach.findClient')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <p className="text-sm text-stone-600">
              {t('privacyAdmin.breach.chosen', { count: chosen.length })}
            </p>
            {clients.isError && <p role="alert">{t('privacyAdmin.breaches.loadFailed')}</p>}
            {clients.data?.rows.map((client) => (
              <label key={client.id} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={chosen.includes(client.id)}
                  onChange={(e) =>
                    form.setValue(
                      'affectedUserIds',
                      e.target.checked
                        ? [...chosen, client.id]
                        : chosen.filter((id) => id !== client.id),
                    )
                  }
                />
                <span>
                  {client.name} <span className="text-stone-600">({client.email})</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <FormAlert message={form.failure} />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label={t('privacyAdmin.breach.recordIncident')}
          pendingLabel={t('privacyAdmin.breach.recording')}
        />
      </form>
    </Modal>
  );
}
