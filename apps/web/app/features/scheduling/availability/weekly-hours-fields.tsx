import { Copy, Plus } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { SCHEDULING_LIMITS } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { NEW_RANGE, WEEKDAYS, copyMondayToWeekdays, weekPreview } from './availability-values.ts';
import { TimeRangeInputs } from './time-range-inputs.tsx';
import type { AvailabilityForm } from './use-availability-form.ts';

/**
 * Monday to Sunday, each with its ranges. The ranges are one list (the PUT's `weekly`),
 * shown grouped by weekday, so a message about `weekly.3` belongs to the fourth range
 * wherever it shows.
 */
export function WeeklyHoursFields({ form }: { form: AvailabilityForm }) {
  const t = useT();
  const weekly = useFieldArray({ control: form.control, name: 'weekly' });
  const { errors } = form.formState;
  const listMessage = errors.weekly?.message ?? errors.weekly?.root?.message;
  const full = weekly.fields.length >= SCHEDULING_LIMITS.rangesMax;

  const changed = () => form.clearErrors('weekly');
  const copyMonday = () => {
    weekly.replace(copyMondayToWeekdays(form.getValues('weekly')));
    changed();
  };

  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="sr-only">{t('scheduling.weeklyHours')}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600">{t('scheduling.usualWeek')}</p>
        <Button variant="secondary" onClick={copyMonday}>
          <Copy aria-hidden size={18} /> {t('scheduling.copyMonday')}
        </Button>
      </div>
      {listMessage && (
        <p role="alert" className="text-sm text-red-700">
          {listMessage}
        </p>
      )}
      <ul className="divide-y divide-stone-200">
        {WEEKDAYS.map((day) => {
          const ranges = weekly.fields
            .map((field, index) => ({ field, index }))
            .filter(({ field }) => Number(field.weekday) === day.weekday);
          return (
            <li key={day.weekday} className="grid gap-3 py-3 sm:grid-cols-[8rem_1fr]">
              <h3 className="pt-2 font-semibold text-stone-900">{day.name}</h3>
              <div className="min-w-0 space-y-3">
                {ranges.length === 0 && (
                  <p className="pt-2 text-stone-600">{t('scheduling.closed')}</p>
                )}
                {ranges.map(({ field, index }, n) => (
                  <TimeRangeInputs
                    key={field.id}
                    name={t('scheduling.dayHours', { day: day.name, number: n + 1 })}
                    start={form.register(`weekly.${index}.start`, { onChange: changed })}
                    end={form.register(`weekly.${index}.end`, { onChange: changed })}
                    startError={errors.weekly?.[index]?.start?.message}
                    endError={errors.weekly?.[index]?.end?.message}
                    onRemove={() => {
                      weekly.remove(index);
                      changed();
                    }}
                  />
                ))}
                <Button
                  variant="ghost"
                  disabled={full}
                  aria-label={t('scheduling.addHoursOn', { day: day.name })}
                  onClick={() => weekly.append({ weekday: day.weekday, ...NEW_RANGE })}
                >
                  <Plus aria-hidden size={18} /> {t('scheduling.addHours')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <WeekPreview form={form} />
    </fieldset>
  );
}

/** "Mon: 6 sessions", from what the form holds now. */
function WeekPreview({ form }: { form: AvailabilityForm }) {
  const t = useT();
  const [weekly, slotMinutes, bufferMinutes] = useWatch({
    control: form.control,
    name: ['weekly', 'slotMinutes', 'bufferMinutes'],
  });
  const days = weekPreview(weekly ?? [], Number(slotMinutes), Number(bufferMinutes) || 0);
  return (
    <div className="rounded-lg bg-stone-50 p-3">
      <h3 className="text-sm font-semibold text-stone-800">{t('scheduling.weekOffers')}</h3>
      <ul
        aria-label={t('scheduling.perDayList')}
        className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm"
      >
        {days.map(({ short, sessions }) => (
          <li key={short}>{t('scheduling.perDay', { day: short, count: sessions })}</li>
        ))}
      </ul>
    </div>
  );
}
