import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  templateInputSchema,
  type TemplateDetail,
  type TemplateSummary,
} from '@nourishwell/shared';
import { ConfirmActions, DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import {
  templateQuery,
  useAddTemplate,
  useDeleteTemplate,
} from '#web/features/meal-plans/api/meal-plan-api.ts';
import { toPlanInput, type EditorWeek } from '#web/features/meal-plans/editor/plan-editor.ts';
import { firstProblem } from '#web/features/meal-plans/editor/plan-totals.ts';

/** "Save week as template": she names it; a name she already uses is refused (409). */
export function SaveTemplateDialog({ week, onClose }: { week: EditorWeek; onClose: () => void }) {
  const t = useT();
  const add = useAddTemplate();
  const form = useApiForm(templateInputSchema.pick({ name: true }), { name: '' });
  const onSubmit = form.submit(async ({ name }) => {
    // As Save plan does: say which day holds what the server would refuse, send nothing.
    const problem = firstProblem(week);
    if (problem) return form.setFailure(t('planBuilder.dayProblem', { ...problem }));
    await add.mutateAsync({ body: { name, days: toPlanInput(week).days } });
    toast.success(t('planBuilder.templates.saved'));
    onClose();
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('planBuilder.templates.saveTitle')}
      description={t('planBuilder.templates.saveDescription')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField label={t('planBuilder.templates.name')} autoFocus {...form.field('name')} />
        <FormAlert message={form.failure} />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label={t('planBuilder.templates.save')}
        />
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
  const t = useT();
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
      const text = apiMessageOr(t('planBuilder.templates.loadFailed'))(error);
      setFailure(text);
      toast.error(text);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('planBuilder.templates.applyTitle', { name: template.name })}
    >
      <div className="space-y-4">
        <p className="text-stone-700">
          {t('planBuilder.templates.applyText', {
            items: String(template.itemCount),
            days: String(template.dayCount),
          })}
        </p>
        <FormAlert message={failure} />
        <ConfirmActions
          onCancel={onClose}
          onConfirm={() => void apply()}
          pending={pending}
          label={t('planBuilder.templates.replaceWeek')}
          pendingLabel={t('planBuilder.templates.loading')}
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
  const t = useT();
  const remove = useDeleteTemplate();
  const confirm = () =>
    remove.mutate(
      { params: { id: template.id } },
      {
        onSuccess: () => {
          toast.success(t('planBuilder.templates.deleted'));
          onClose();
        },
        onError: (error) =>
          toast.error(apiMessageOr(t('planBuilder.templates.deleteFailed'))(error)),
      },
    );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('planBuilder.templates.deleteTitle', { name: template.name })}
      description={t('planBuilder.templates.deleteDescription')}
    >
      <ConfirmActions
        onCancel={onClose}
        onConfirm={confirm}
        pending={remove.isPending}
        label={t('planBuilder.templates.delete')}
        pendingLabel={t('planBuilder.templates.deleting')}
        danger
      />
    </Modal>
  );
}
