import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { IntakeForm } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { formatDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  intakeFormsQuery,
  useAddIntakeForm,
  useRetireIntakeForm,
  useUpdateIntakeForm,
} from '../api/intake-api.ts';
import { blankForm, editedFrom, tidyForm, type EditedForm } from './editor-state.ts';
import { FormEditor } from './form-editor.tsx';

/** Retire after a confirmation: forms already sent stay with her, it is no longer sent. */
function RetireDialog({ form, onClose }: { form: IntakeForm; onClose: () => void }) {
  const t = useT();
  const retire = useRetireIntakeForm();
  const [failure, setFailure] = useState<string | null>(null);
  async function confirm() {
    try {
      await retire.mutateAsync({ params: { formId: form.id } });
      toast.success(t('intakeForms.retire.done', { form: form.title }));
      onClose();
    } catch (error) {
      setFailure(apiMessageOr(t('intakeForms.retire.failed'))(error));
    }
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('intakeForms.retire.title', { form: form.title })}
      description={t('intakeForms.retire.body')}
    >
      <FormAlert message={failure} />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('intakeForms.builder.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={retire.isPending}>
          {t('intakeForms.retire.confirm')}
        </Button>
      </div>
    </Modal>
  );
}

function FormRow({
  form,
  onEdit,
  onRetire,
}: {
  form: IntakeForm;
  onEdit: () => void;
  onRetire: () => void;
}) {
  const t = useT();
  const questions = form.sections.reduce((n, s) => n + s.questions.length, 0);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          {form.title}
          {form.practiceWide && <Badge tone="blue">{t('intakeForms.list.practice')}</Badge>}
          {form.retiredAt && <Badge tone="grey">{t('intakeForms.list.retired')}</Badge>}
        </p>
        <p className="text-sm text-stone-600">
          {t('intakeForms.list.summary', {
            version: form.version,
            sections: form.sections.length,
            questions,
            date: formatDate(form.updatedAt),
          })}
        </p>
      </div>
      {!form.retiredAt && (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={onEdit}
            aria-label={`${t('intakeForms.list.edit')}: ${form.title}`}
          >
            {t('intakeForms.list.edit')}
          </Button>
          <Button
            variant="ghost"
            onClick={onRetire}
            aria-label={`${t('intakeForms.list.retire')}: ${form.title}`}
          >
            {t('intakeForms.list.retire')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The nutritionist's Intake forms (issue 35): the practice's forms and her own, a builder
 * for a new one or a change (a new version), and retiring one after a confirmation.
 */
export function IntakeFormsPanel() {
  const t = useT();
  const forms = useQuery(intakeFormsQuery());
  const add = useAddIntakeForm();
  const update = useUpdateIntakeForm();
  const [editing, setEditing] = useState<{ form: IntakeForm | null } | null>(null);
  const [retiring, setRetiring] = useState<IntakeForm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function save(edited: EditedForm) {
    setFailure(null);
    const body = tidyForm(edited);
    try {
      const saved = editing?.form
        ? await update.mutateAsync({ params: { formId: editing.form.id }, body })
        : await add.mutateAsync({ body });
      toast.success(t('intakeForms.builder.saved', { form: saved.title, version: saved.version }));
      setEditing(null);
    } catch (error) {
      setFailure(apiMessageOr(t('intakeForms.builder.saveFailed'))(error));
    }
  }

  if (editing)
    return (
      <div className="max-w-4xl space-y-4">
        <h2 className="text-xl font-semibold text-stone-900">
          {editing.form
            ? t('intakeForms.builder.editing', { form: editing.form.title })
            : t('intakeForms.builder.new')}
        </h2>
        <FormEditor
          initial={editing.form ? editedFrom(editing.form) : blankForm()}
          onSave={(form) => void save(form)}
          onCancel={() => setEditing(null)}
          pending={add.isPending || update.isPending}
          failure={failure}
        />
      </div>
    );
  return (
    <div className="max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700">{t('intakeForms.list.intro')}</p>
        <Button onClick={() => setEditing({ form: null })}>
          <Plus aria-hidden size={18} /> {t('intakeForms.list.new')}
        </Button>
      </div>
      <SectionState read={forms} what={t('intakeForms.list.what')} />
      {forms.data?.length === 0 && <p className="text-stone-700">{t('intakeForms.list.empty')}</p>}
      {forms.data && forms.data.length > 0 && (
        <ul
          aria-label={t('intakeForms.list.label')}
          className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white px-4"
        >
          {forms.data.map((form) => (
            <FormRow
              key={form.id}
              form={form}
              onEdit={() => {
                setFailure(null);
                setEditing({ form });
              }}
              onRetire={() => setRetiring(form)}
            />
          ))}
        </ul>
      )}
      {retiring && <RetireDialog form={retiring} onClose={() => setRetiring(null)} />}
    </div>
  );
}
