import { isLabTestCode, LAB_TESTS, type NoteAssessmentFigures } from '@nourishwell/shared';
import { formatDay } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** A lab as a dietitian reads it: its name, the value to its test's decimals with the unit, and the day. */
function labItem(lab: NoteAssessmentFigures['labs'][number]): [string, string] {
  const day = formatDay(lab.takenOn);
  if (!isLabTestCode(lab.code)) return [lab.code, `${lab.value} (${day})`];
  const test = LAB_TESTS[lab.code];
  return [test.name, `${lab.value.toFixed(test.decimals)} ${test.unit} (${day})`];
}

/** What the Assessment was prefilled with: her figures as they were when the note opened. */
export function FiguresSummary({ figures }: { figures: NoteAssessmentFigures | null }) {
  const t = useT();
  if (!figures) return null;
  const none = t('sessionNotes.none');
  const items: [string, string][] = [
    [t('sessionNotes.weight'), figures.weightKg === null ? none : `${figures.weightKg} kg`],
    [t('sessionNotes.waist'), figures.waistCm === null ? none : `${figures.waistCm} cm`],
    [t('sessionNotes.bmi'), figures.bmi === null ? none : String(figures.bmi)],
    [
      t('sessionNotes.adherence'),
      figures.adherencePercent === null ? none : `${figures.adherencePercent}%`,
    ],
    ...figures.labs.map(labItem),
  ];
  return (
    <section aria-label={t('sessionNotes.figures')} className="rounded-lg bg-stone-50 p-3">
      <h3 className="text-sm font-semibold text-stone-900">{t('sessionNotes.figures')}</h3>
      <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-stone-600">{label}</dt>
            <dd className="break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
