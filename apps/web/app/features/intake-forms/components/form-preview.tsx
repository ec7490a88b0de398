import { useState } from 'react';
import { useT } from '#web/lib/i18n/i18n.tsx';
import type { Draft } from './answer-values.ts';
import type { EditedForm } from './editor-state.ts';
import { QuestionSections } from './question-sections.tsx';

/** The form as she will see it, to try out; nothing typed here is kept. */
export function FormPreview({ form }: { form: EditedForm }) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>({});
  return (
    <div className="space-y-5 rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-4">
      <p className="text-sm text-stone-600">{t('intakeForms.builder.previewNote')}</p>
      <h2 className="text-2xl font-semibold text-stone-900">{form.title}</h2>
      {form.intro && <p className="text-stone-700">{form.intro}</p>}
      <QuestionSections sections={form.sections} draft={draft} setDraft={setDraft} />
      <p className="rounded-lg bg-white p-3 text-stone-800">{form.consentStatement}</p>
    </div>
  );
}
