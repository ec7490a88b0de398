import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { IntakeSection } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  blankQuestion,
  blankSection,
  moved,
  removed,
  replaced,
  type EditedForm,
} from './editor-state.ts';
import { FormPreview } from './form-preview.tsx';
import { PlaceButtons } from './place-buttons.tsx';
import { QuestionEditor } from './question-editor.tsx';

function SectionEditor({
  section,
  number,
  onChange,
  onMove,
  onRemove,
}: {
  section: IntakeSection;
  number: number;
  onChange: (s: IntakeSection) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const name = section.title || t('intakeForms.builder.sectionN', { n: number });
  const questions = (list: IntakeSection['questions']) => onChange({ ...section, questions: list });
  return (
    <li className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <TextField
            label={t('intakeForms.builder.sectionTitle', { n: number })}
            value={section.title}
            onChange={(e) => onChange({ ...section, title: e.target.value })}
            required
          />
        </div>
        <PlaceButtons name={name} onMove={onMove} onRemove={onRemove} />
      </div>
      <ol className="space-y-3">
        {section.questions.map((q, index) => (
          <QuestionEditor
            key={q.id}
            question={q}
            number={index + 1}
            onChange={(next) => questions(replaced(section.questions, index, next))}
            onMove={(by) => questions(moved(section.questions, index, by))}
            onRemove={() => questions(removed(section.questions, index))}
          />
        ))}
      </ol>
      <Button
        variant="secondary"
        onClick={() => questions([...section.questions, blankQuestion()])}
        aria-label={`${t('intakeForms.builder.addQuestion')}: ${name}`}
      >
        <Plus aria-hidden size={18} /> {t('intakeForms.builder.addQuestion')}
      </Button>
    </li>
  );
}

/**
 * The form builder (issue 35): title, introduction and consent statement, sections of
 * questions in order, and a preview of the form as she will see it. Saving a changed form
 * makes its next version; forms already sent keep theirs.
 */
export function FormEditor({
  initial,
  onSave,
  onCancel,
  pending,
  failure,
}: {
  initial: EditedForm;
  onSave: (form: EditedForm) => void;
  onCancel: () => void;
  pending: boolean;
  failure: string | null;
}) {
  const t = useT();
  const [form, setForm] = useState(initial);
  const [preview, setPreview] = useState(false);
  const sections = (list: IntakeSection[]) => setForm((now) => ({ ...now, sections: list }));
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(form);
      }}
    >
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('intakeForms.builder.mode')}>
        <Button
          variant={preview ? 'secondary' : 'primary'}
          aria-pressed={!preview}
          onClick={() => setPreview(false)}
        >
          {t('intakeForms.builder.edit')}
        </Button>
        <Button
          variant={preview ? 'primary' : 'secondary'}
          aria-pressed={preview}
          onClick={() => setPreview(true)}
        >
          {t('intakeForms.builder.preview')}
        </Button>
      </div>
      {preview ? (
        <FormPreview form={form} />
      ) : (
        <>
          <div className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4">
            <TextField
              label={t('intakeForms.builder.title')}
              value={form.title}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
              required
            />
            <TextAreaField
              label={t('intakeForms.builder.intro')}
              rows={2}
              value={form.intro}
              onChange={(e) => setForm({ ...form, intro: e.target.value })}
            />
            <TextAreaField
              label={t('intakeForms.builder.consent')}
              hint={t('intakeForms.builder.consentHint')}
              rows={3}
              value={form.consentStatement}
              onChange={(e) => setForm({ ...form, consentStatement: e.target.value })}
            />
          </div>
          <ol className="space-y-4">
            {form.sections.map((section, index) => (
              <SectionEditor
                key={section.id}
                section={section}
                number={index + 1}
                onChange={(next) => sections(replaced(form.sections, index, next))}
                onMove={(by) => sections(moved(form.sections, index, by))}
                onRemove={() => sections(removed(form.sections, index))}
              />
            ))}
          </ol>
          <Button variant="secondary" onClick={() => sections([...form.sections, blankSection()])}>
            <Plus aria-hidden size={18} /> {t('intakeForms.builder.addSection')}
          </Button>
        </>
      )}
      <FormAlert message={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('intakeForms.builder.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('intakeForms.builder.saving') : t('intakeForms.builder.save')}
        </Button>
      </div>
    </form>
  );
}
