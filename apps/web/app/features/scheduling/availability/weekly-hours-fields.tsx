import { Copy, Plus } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { SCHEDULING_LIMITS } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { NEW_RANGE, WEEKDAYS, copyMondayToWeekdays, weekPreview } from './availability-values.ts';
import { TimeRangeInputs } from './time-range-inputs.tsx';
import type { AvailabilityForm } from './use-availability-form.ts';

/**
 * Monday to Sunday, each with its ranges. The ranges are one list (the PUT's `weekly`),
 * shown grouped by weekday, so a message about `weekly.3` belongs to the fourth range
 * wherever it shows.
 */
export function WeeklyHoursFields({ form }: { form: AvailabilityForm }) {
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
      <legend className="sr-only">Weekly hours</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600">Your usual week, in your time zone.</p>
        <Button variant="secondary" onClick={copyMonday}>
          <Copy aria-hidden size={18} /> Copy Monday to weekdays
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
                {ranges.length === 0 && <p className="pt-2 text-stone-600">Closed</p>}
                {ranges.map(({ field, index }, n) => (
                  <TimeRangeInputs
                    key={field.id}
                    name={`${day.name} hours ${n + 1}`}
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
                  aria-label={`Add hours on ${day.name}`}
                  onClick={() => weekly.append({ weekday: day.weekday, ...NEW_RANGE })}
                >
                  <Plus aria-hidden size={18} /> Add hours
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
  const [weekly, slotMinutes, bufferMinutes] = useWatch({
    control: form.control,
    name: ['weekly', 'slotMinutes', 'bufferMinutes'],
  });
  const days = weekPreview(weekly ?? [], Number(slotMinutes), Number(bufferMinutes) || 0);
  return (
    <div className="rounded-lg bg-stone-50 p-3">
      <h3 className="text-sm font-semibold text-stone-800">Sessions a usual week offers</h3>
      <ul aria-label="Sessions per day" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {days.map(({ short, sessions }) => (
          <li key={short}>
            {short}: {sessions} {sessions === 1 ? 'session' : 'sessions'}
          </li>
        ))}
      </ul>
    </div>
  );
}
