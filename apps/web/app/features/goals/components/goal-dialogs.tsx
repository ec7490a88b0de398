import { type ComponentProps } from 'react';
import { toast } from 'sonner';
import {
  goalInputSchema,
  goalUpdateSchema,
  messages,
  portalMessages,
  type GoalRecord,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useAddGoal, useDeleteGoal, useUpdateGoal } from '#web/features/goals/api/goals-api.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';

const close = (onClose: () => void) => (open: boolean) => !open && onClose();

/** Today as YYYY-MM-DD in her zone: the earliest sensible deadline. */
const today = () => new Date().toLocaleDateString('en-CA');

/** The goal's progress in percent, as both dialogs ask for it. */
function ProgressField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label="Progress (%)"
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
    toast.success(portalMessages.goalAdded);
    onClose();
  });

  return (
    <Modal open onOpenChange={close(onClose)} title="Add New Goal">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Goal type"
          hint="For example Weight, Blood sugar, Sleep or Water intake."
          maxLength={100}
          {...form.field('type')}
        />
        <TextField label="Target" maxLength={200} {...form.field('target')} />
        <ProgressField hint="0 to 100; leave blank to start at 0." {...form.field('progress')} />
        <TextField label="Deadline" type="date" min={today()} {...form.field('deadline')} />
        <FormAlert message={form.failure} />
        <DialogActions onCancel={onClose} pending={form.pending} label="Add Goal" />
      </form>
    </Modal>
  );
}

export function UpdateGoalDialog({ goal, onClose }: { goal: GoalRecord; onClose: () => void }) {
  const form = useApiForm(
    goalUpdateSchema,
    { goalId: goal.id, progress: String(goal.progress) },
    { failureText: () => portalMessages.goalUpdateFailed },
  );
  const update = useUpdateGoal();

  const onSubmit = form.submit(async (body) => {
    await update.mutateAsync({ body });
    toast.success(portalMessages.goalUpdated);
    onClose();
  });

  return (
    <Modal
      open
      onOpenChange={close(onClose)}
      title="Update Goal"
      description={`${goal.title}: ${goal.target}`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <ProgressField hint="100 marks the goal complete." {...form.field('progress')} />
        <DialogActions onCancel={onClose} pending={form.pending} />
      </form>
    </Modal>
  );
}

/** Deleting cannot be undone, so it is asked first. */
export function DeleteGoalDialog({ goal, onClose }: { goal: GoalRecord; onClose: () => void }) {
  const remove = useDeleteGoal();

  async function confirm() {
    try {
      await remove.mutateAsync({ query: { goalId: goal.id } });
      toast.success(portalMessages.goalRemoved);
      onClose();
    } catch {
      toast.error(portalMessages.goalRemoveFailed);
    }
  }

  return (
    <Modal
      open
      onOpenChange={close(onClose)}
      title="Delete goal?"
      description={`“${goal.title}: ${goal.target}” will be removed. This cannot be undone.`}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
