import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  goalInputSchema,
  goalUpdateSchema,
  messages,
  portalMessages,
  type GoalRecord,
} from '@nourishwell/shared';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAddGoal, useDeleteGoal, useUpdateGoal } from '../api/portal-api.ts';

const close = (onClose: () => void) => (open: boolean) => !open && onClose();

/** Today as YYYY-MM-DD in her zone: the earliest sensible deadline. */
const today = () => new Date().toLocaleDateString('en-CA');

/** §2.18 Add New Goal; the server refuses a second active goal (409) with the spec's text. */
export function AddGoalDialog({ clientId, onClose }: { clientId: number; onClose: () => void }) {
  const form = useSchemaForm(goalInputSchema, {
    clientId,
    type: '',
    target: '',
    progress: '',
    deadline: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddGoal();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    try {
      await add.mutateAsync({ body: input });
      toast.success(portalMessages.goalAdded);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && form.showServerErrors(error.details)) return;
      setFailure(error instanceof ApiError ? error.message : messages.generic.tryAgain);
    }
  }

  return (
    <Modal open onOpenChange={close(onClose)} title="Add New Goal">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Goal type"
          hint="For example Weight, Blood sugar, Sleep or Water intake."
          maxLength={100}
          {...form.bind('type')}
        />
        <TextField label="Target" maxLength={200} {...form.bind('target')} />
        <TextField
          label="Progress (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          hint="0 to 100; leave blank to start at 0."
          {...form.bind('progress')}
        />
        <TextField label="Deadline" type="date" min={today()} {...form.bind('deadline')} />
        <FormAlert message={failure} />
        <DialogActions onCancel={onClose} pending={add.isPending} label="Add Goal" />
      </form>
    </Modal>
  );
}

export function UpdateGoalDialog({ goal, onClose }: { goal: GoalRecord; onClose: () => void }) {
  const form = useSchemaForm(goalUpdateSchema, {
    goalId: goal.id,
    progress: String(goal.progress),
  });
  const update = useUpdateGoal();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    try {
      await update.mutateAsync({ body: input });
      toast.success('Goal updated');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && form.showServerErrors(error.details)) return;
      toast.error('Failed to update goal');
    }
  }

  return (
    <Modal
      open
      onOpenChange={close(onClose)}
      title="Update Goal"
      description={`${goal.title}: ${goal.target}`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Progress (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          hint="100 marks the goal complete."
          {...form.bind('progress')}
        />
        <DialogActions onCancel={onClose} pending={update.isPending} />
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
      toast.success('Goal removed');
      onClose();
    } catch {
      toast.error('Failed to remove goal');
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
