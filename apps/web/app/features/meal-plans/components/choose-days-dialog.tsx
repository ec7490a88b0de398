import { useState, type FormEvent } from 'react';
import { WEEKDAYS } from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { andList } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import type { Weekday } from '#web/features/meal-plans/editor/plan-editor.ts';

/**
 * "Copy day to…" and "Copy meal to…": she ticks the days, reads what will be replaced,
 * and confirms. Nothing is saved until she saves the plan.
 */
export function ChooseDaysDialog({
  title,
  from,
  what,
  onConfirm,
  onClose,
}: {
  title: string;
  from: Weekday;
  /** What is replaced on each chosen day: "everything planned", "the breakfast". */
  what: string;
  onConfirm: (days: Weekday[]) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<Weekday[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const others = WEEKDAYS.filter((day) => day !== from);
  const toggle = (day: Weekday, on: boolean) => {
    setProblem(null);
    setChosen((days) => WEEKDAYS.filter((d) => (d === day ? on : days.includes(d))));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem(t('planBuilder.chooseDays.required'));
    onConfirm(chosen);
    onClose();
  };
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">
            {t('planBuilder.chooseDays.copyTo')}
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-1">
            {others.map((day) => (
              <label key={day} className="flex min-h-11 items-center gap-2 text-stone-800">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-emerald-700"
                  checked={chosen.includes(day)}
                  onChange={(event) => toggle(day, event.target.checked)}
                />
                {day}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-sm text-stone-700">
          {chosen.length === 0
            ? t('planBuilder.chooseDays.replacesChosen', { what })
            : t('planBuilder.chooseDays.replacesOn', { what, days: andList(chosen) })}
        </p>
        <FormAlert message={problem} />
        <DialogActions
          onCancel={onClose}
          pending={false}
          label={t('planBuilder.chooseDays.replace', { count: chosen.length })}
        />
      </form>
    </Modal>
  );
}
