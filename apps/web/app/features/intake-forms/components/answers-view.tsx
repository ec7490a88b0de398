import type { ReactNode } from 'react';
import {
  isFileAnswer,
  type IntakeAnswer,
  type IntakeQuestion,
  type IntakeSend,
} from '@nourishwell/shared';

export interface AnswerWords {
  yes: string;
  no: string;
  notAnswered: string;
  signedBy: (name: string, date: string) => string;
  /** A file answer: her nutritionist's download button, or her own note that it is in. */
  file: (fileId: number) => ReactNode;
}

function shown(q: IntakeQuestion, value: IntakeAnswer | undefined, words: AnswerWords): ReactNode {
  if (value === undefined || value === null || value === '') return null;
  if (isFileAnswer(value)) return words.file(value.fileId);
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number')
    return q.unit && q.kind === 'number' ? `${value} ${q.unit}` : String(value);
  if (typeof value === 'object') return null;
  return value;
}

/**
 * A signed (or saved) form read-only, section by section, and her signature: what she sees
 * after signing and what her nutritionist reads. The words come from the caller's area.
 */
export function AnswersView({
  send,
  words,
  signedOn,
}: {
  send: Pick<IntakeSend, 'sections' | 'answers' | 'signedName' | 'consentStatement'>;
  words: AnswerWords;
  signedOn: string | null;
}) {
  return (
    <div className="space-y-6">
      {send.sections.map((section) => (
        <section key={section.id} aria-labelledby={`answers-${section.id}`} className="space-y-2">
          <h3 id={`answers-${section.id}`} className="text-lg font-semibold text-stone-900">
            {section.title}
          </h3>
          <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200">
            {section.questions.map((q) => {
              const text = shown(q, send.answers[q.id], words);
              return (
                <div
                  key={q.id}
                  className="grid gap-1 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4"
                >
                  <dt className="text-sm font-medium text-stone-700">{q.label}</dt>
                  <dd className={`break-words ${text ? 'text-stone-900' : 'text-stone-500'}`}>
                    {text ?? words.notAnswered}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
      {send.signedName && signedOn && (
        <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4">
          <p className="text-sm text-stone-800">{send.consentStatement}</p>
          <p className="mt-2 font-semibold text-stone-900">
            {words.signedBy(send.signedName, signedOn)}
          </p>
        </div>
      )}
    </div>
  );
}
