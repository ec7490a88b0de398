import { type ComponentProps } from 'react';
import { toast } from 'sonner';
import { goalInputSchema, goalUpdateSchema, messages, type GoalRecord } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useAddGoal, useDeleteGoal, useUpdateGoal } from '#web/features/goals/api/goals-api.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

const close = (onClose: () => void) => (open: boolean) => !open && onClose();

/** Today as YYYY-MM-DD in her zone: the earliest sensible deadline. */
const today = () => new Date().toLocaleDateString('en-CA');

/** The goal's progress in percent, as both dialogs ask for it. */
function ProgressField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const t = useT();
  return (
    <TextField
      label={t('goals.progressField')}
      type="number"
      inputMode="numeric"
      min={0}
      max={100}
      {...props}
    />
  );
}

/** Add New Goal; the server refuses a second active goal (409) with the spec's text. */
export function AddGoalDialog({ clientId, onClose }: { clientId: number; onClose: () => void }) {
  const t = useT();
  const form = useApiForm(
    goalInputSchema,
    { clientId, type: '', target: '', progress: '', deadline: '' },
    {
      // The 409's text (one active goal) is the spec's; it is said in the dialog only.
      failureText: apiMessageOr(messages.generic.tryAgain),
      toastFailure: false,
    },
  );
  const add = useAddGoal();

  const onSubmit = form.submit(async (body) => {
    await add.mutateAsync({ body });
    toast.success(t('goals.added'));
    onClose();
  });

  return (
    <Modal open onOpenChange={close(onClose)} title={t('goals.addNew')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t('goals.type')}
          hint={t('goals.typeHint')}
          maxLength={100}
          {...form.field('type')}
        />
        <TextField label={t('goals.target')} maxLength={200} {...form.field('target')} />
        <ProgressField hint={t('goals.progressHint')} {...form.field('progress')} />
        <TextField
          label={t('goals.deadlineField')}
          type="date"
          min={today()}
          {...form.field('deadline')}
        />
        <FormAlert message={form.failure} />
        <DialogActions onCancel={onClose} pending={form.pending} label={t('goals.add')} />
      </form>
    </Modal>
  );
}

export function UpdateGoalDialog({ goal, onClose }: { goal: GoalRecord; onClose: () => void }) {
  const t = useT();
  const form = useApiForm(
    goalUpdateSchema,
    { goalId: goal.id, progress: String(goal.progress) },
    { failureText: () => t('goals.updateFailed') },
  );
  const update = useUpdateGoal();

  const onSubmit = form.submit(async (body) => {
    await update.mutateAsync({ body });
    toast.success(t('goals.updated'));
    onClose();
  });

  return (
    <Modal
      open
      onOpenChange={close(onClose)}
      title={t('goals.updateTitle')}
      description={`${goal.title}: ${goal.target}`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <ProgressField hint={t('goals.updateHint')} {...form.field('progress')} />
        <DialogActions onCancel={onClose} pending={form.pending} />
      </form>
    </Modal>
  );
}

/** Deleting cannot be undone, so it is asked first. */
export function DeleteGoalDialog({ goal, onClose }: { goal: GoalRecord; onClose: () => void }) {
  const t = useT();
  const remove = useDeleteGoal();

  async function confirm() {
    try {
      await remove.mutateAsync({ query: { goalId: goal.id } });
      toast.success(t('goals.removed'));
      onClose();
    } catch {
      toast.error(t('goals.removeFailed'));
    }
  }

  return (
    <Modal
      open
      onOpenChange={close(onClose)}
      title={t('goals.deleteTitle')}
      description={t('goals.deleteDescription', { goal: `${goal.title}: ${goal.target}` })}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()}>
          {remove.isPending ? t('goals.deleting') : t('goals.delete')}
        </Button>
      </div>
    </Modal>
  );
}
