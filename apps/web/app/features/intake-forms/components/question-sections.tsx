import type { Dispatch, SetStateAction } from 'react';
import type { IntakeSection } from '@nourishwell/shared';
import type { Draft } from './answer-values.ts';
import type { UploadFile } from './file-question.tsx';
import { QuestionInput } from './question-input.tsx';

/**
 * A form's sections with their questions to answer: her fill screen, and the builder's
 * preview. A file question uploads with `upload` (her fill screen); the preview has none.
 */
export function QuestionSections({
  sections,
  draft,
  setDraft,
  errors = {},
  upload,
}: {
  sections: IntakeSection[];
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  errors?: Record<string, string>;
  upload?: UploadFile;
}) {
  return sections.map((section) => (
    <fieldset
      key={section.id}
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <legend className="px-1 text-lg font-semibold text-stone-900">{section.title}</legend>
      {section.questions.map((q) => (
        // The id lets the fill screen bring her first problem into view.
        <div key={q.id} id={`question-${q.id}`}>
          <QuestionInput
            question={q}
            value={draft[q.id]}
            error={errors[q.id]}
            upload={upload}
            onChange={(value) => setDraft((now) => ({ ...now, [q.id]: value }))}
          />
        </div>
      ))}
    </fieldset>
  ));
}
