import { Plus, Trash2 } from 'lucide-react';
import { COMMON_NUTRITION_PROBLEMS, NOTE_LIMITS, type PesStatement } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

const LIST_ID = 'nutrition-problems';

/**
 * The nutrition Diagnosis as PES statements: a problem (chosen from the common eNCPT
 * labels or written), its etiology ("related to") and signs ("as evidenced by").
 */
export function DiagnosesFields({
  value,
  onChange,
}: {
  value: PesStatement[];
  onChange: (next: PesStatement[]) => void;
}) {
  const t = useT();
  const set = (i: number, part: keyof PesStatement, text: string) =>
    onChange(value.map((pes, at) => (at === i ? { ...pes, [part]: text } : pes)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-stone-900">
        {t('sessionNotes.diagnosis')}
      </legend>
      <datalist id={LIST_ID}>
        {COMMON_NUTRITION_PROBLEMS.map((problem) => (
          <option key={problem} value={problem} />
        ))}
      </datalist>
      {value.map((pes, i) => (
        <div key={i} className="space-y-2 rounded-lg border border-stone-200 p-3">
          <TextField
            label={t('sessionNotes.problem', { n: i + 1 })}
            list={LIST_ID}
            maxLength={200}
            value={pes.problem}
            onChange={(e) => set(i, 'problem', e.target.value)}
          />
          <TextField
            label={t('sessionNotes.etiology')}
            maxLength={200}
            value={pes.etiology}
            onChange={(e) => set(i, 'etiology', e.target.value)}
          />
          <TextField
            label={t('sessionNotes.signs')}
            maxLength={200}
            value={pes.signs}
            onChange={(e) => set(i, 'signs', e.target.value)}
          />
          <Button
            variant="secondary"
            aria-label={t('sessionNotes.removeDiagnosis', { n: i + 1 })}
            onClick={() => onChange(value.filter((_, at) => at !== i))}
          >
            <Trash2 aria-hidden size={16} /> {t('sessionNotes.remove')}
          </Button>
        </div>
      ))}
      {value.length < NOTE_LIMITS.maxDiagnoses && (
        <Button
          variant="secondary"
          onClick={() => onChange([...value, { problem: '', etiology: '', signs: '' }])}
        >
          <Plus aria-hidden size={16} /> {t('sessionNotes.addDiagnosis')}
        </Button>
      )}
    </fieldset>
  );
}
