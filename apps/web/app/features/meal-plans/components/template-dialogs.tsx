import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  mealPlanMessages,
  nutritionistMessages,
  templateInputSchema,
  type TemplateDetail,
  type TemplateSummary,
} from '@nourishwell/shared';
import { ConfirmActions, DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import {
  templateQuery,
  useAddTemplate,
  useDeleteTemplate,
} from '#web/features/meal-plans/api/meal-plan-api.ts';
import { toPlanInput, type EditorWeek } from '#web/features/meal-plans/editor/plan-editor.ts';
import { firstProblem } from '#web/features/meal-plans/editor/plan-totals.ts';

const loadFailed = apiMessageOr(nutritionistMessages.sectionFailed('the template'));
const deleteFailed = apiMessageOr('Could not delete the template. Please try again.');

/** "Save week as template": she names it; a name she already uses is refused (409). */
export function SaveTemplateDialog({ week, onClose }: { week: EditorWeek; onClose: () => void }) {
  const add = useAddTemplate();
  const form = useApiForm(templateInputSchema.pick({ name: true }), { name: '' });
  const onSubmit = form.submit(async ({ name }) => {
    // As Save plan does: say which day holds what the server would refuse, send nothing.
    const problem = firstProblem(week);
    if (problem) return form.setFailure(`${problem.day}: ${problem.message}`);
    await add.mutateAsync({ body: { name, days: toPlanInput(week).days } });
    toast.success(mealPlanMessages.templateSaved);
    onClose();
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Save week as template"
      description="The whole week as it is in the editor, to apply to other clients."
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField label="Template name" autoFocus {...form.field('name')} />
        <FormAlert message={form.failure} />
        <DialogActions onCancel={onClose} pending={form.pending} label="Save template" />
      </form>
    </Modal>
  );
}

/**
 * "Apply template": the week in the editor is replaced by the template's, loaded fresh
 * from the server; nothing is saved until she saves the plan.
 */
export function ApplyTemplateDialog({
  template,
  onApply,
  onClose,
}: {
  template: TemplateSummary;
  onApply: (detail: TemplateDetail) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const apply = async () => {
    setPending(true);
    setFailure(null);
    try {
      onApply(await queryClient.fetchQuery(templateQuery(template.id)));
      onClose();
    } catch (error) {
      const text = loadFailed(error);
      setFailure(text);
      toast.error(text);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Apply “${template.name}”?`}>
      <div className="space-y-4">
        <p className="text-stone-700">
          The week in the editor is replaced by this template ({template.itemCount} items over{' '}
          {template.dayCount} days). Adjust it, then press Save plan; nothing is saved before.
        </p>
        <FormAlert message={failure} />
        <ConfirmActions
          onCancel={onClose}
          onConfirm={() => void apply()}
          pending={pending}
          label="Replace the week"
          pendingLabel="Loading…"
        />
      </div>
    </Modal>
  );
}

/** Deleting a template (plans made from it stay as they are). */
export function DeleteTemplateDialog({
  template,
  onClose,
}: {
  template: TemplateSummary;
  onClose: () => void;
}) {
  const remove = useDeleteTemplate();
  const confirm = () =>
    remove.mutate(
      { params: { id: template.id } },
      {
        onSuccess: () => {
          toast.success(mealPlanMessages.templateDeleted);
          onClose();
        },
        onError: (error) => toast.error(deleteFailed(error)),
      },
    );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete “${template.name}”?`}
      description="Plans made from it stay as they are."
    >
      <ConfirmActions
        onCancel={onClose}
        onConfirm={confirm}
        pending={remove.isPending}
        label="Delete template"
        pendingLabel="Deleting…"
        danger
      />
    </Modal>
  );
}
