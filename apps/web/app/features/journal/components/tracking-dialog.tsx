import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { toast } from 'sonner';
import { JOURNAL_LIMITS, trackingInputSchema, type Tracking } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useSetClientTracking } from '#web/features/journal/api/client-journal-api.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * Her client's daily water target and up to five yes/no habits. A kept habit keeps its id,
 * so its history stays; a removed one is retired by the server.
 */
export function TrackingDialog({
  tracking,
  clientName,
  onClose,
}: {
  tracking: Tracking;
  clientName: string;
  onClose: () => void;
}) {
  const t = useT();
  const form = useApiForm(trackingInputSchema, {
    waterTarget: String(tracking.waterTarget),
    habits: tracking.habits.map(({ id, title }) => ({ id, title })),
  });
  // keyName: the habits carry their own `id`, which the row keys must not overwrite.
  const habits = useFieldArray({ control: form.control, name: 'habits', keyName: 'key' });
  const save = useSetClientTracking();
  const { errors } = form.formState;
  const listMessage = errors.habits?.message ?? errors.habits?.root?.message;

  const addHabit = () => {
    if (habits.fields.length >= JOURNAL_LIMITS.habitsMax) {
      form.setError('habits', {
        message: t('journal.tooManyHabits', { max: JOURNAL_LIMITS.habitsMax }),
      });
      return;
    }
    form.clearErrors('habits');
    habits.append({ title: '' });
  };

  const onSubmit = form.submit(async (body) => {
    await save.mutateAsync({ params: { clientId: tracking.clientId }, body });
    toast.success(t('journal.trackingSaved'));
    onClose();
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('journal.editHabits')}
      description={t('journal.trackingDescription', { name: clientName })}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t('journal.waterTarget')}
          type="number"
          inputMode="numeric"
          min={1}
          max={JOURNAL_LIMITS.waterGlassesMax}
          {...form.field('waterTarget')}
        />
        <fieldset className="min-w-0 space-y-3">
          <legend className="font-semibold text-stone-900">
            {t('journal.dailyHabitsUpTo', { max: JOURNAL_LIMITS.habitsMax })}
          </legend>
          {habits.fields.length === 0 && (
            <p className="text-sm text-stone-600">{t('journal.noHabitsYet')}</p>
          )}
          {habits.fields.map((row, index) => (
            <div key={row.key} className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  label={t('journal.habitNumber', { number: index + 1 })}
                  maxLength={120}
                  placeholder={t('journal.habitExample')}
                  {...form.register(`habits.${index}.title`, {
                    onChange: () => form.clearErrors(`habits.${index}.title`),
                  })}
                  error={errors.habits?.[index]?.title?.message}
                />
              </div>
              <IconButton
                label={t('journal.removeHabit', { number: index + 1 })}
                tone="danger"
                onClick={() => {
                  habits.remove(index);
                  form.clearErrors('habits');
                }}
                icon={<Trash2 aria-hidden size={18} />}
              />
            </div>
          ))}
          {listMessage && (
            <p role="alert" className="text-sm text-red-700">
              {listMessage}
            </p>
          )}
          <Button variant="secondary" onClick={addHabit}>
            <Plus aria-hidden size={18} /> {t('journal.addHabit')}
          </Button>
        </fieldset>
        <FormAlert message={form.failure} />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label={t('common.save')}
          pendingLabel={t('journal.saving')}
        />
      </form>
    </Modal>
  );
}
