import { CalendarOff, CalendarPlus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { SCHEDULING_LIMITS } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { NEW_RANGE } from './availability-values.ts';
import { TimeRangeInputs } from './time-range-inputs.tsx';
import { firstMessage, type AvailabilityForm } from './use-availability-form.ts';

type Kind = 'off' | 'hours';

/**
 * Days off and one-off extra hours: dated rows, each a day off or a start and end. A row
 * changes kind by being replaced, so a day off never carries hours to the server.
 */
export function ExceptionFields({ form }: { form: AvailabilityForm }) {
  const exceptions = useFieldArray({ control: form.control, name: 'exceptions' });
  const { errors } = form.formState;
  const listMessage = errors.exceptions?.message ?? errors.exceptions?.root?.message;
  const full = exceptions.fields.length >= SCHEDULING_LIMITS.exceptionsMax;

  const changed = () => form.clearErrors('exceptions');
  const add = (kind: Kind) => {
    exceptions.append(kind === 'off' ? { date: '', available: false } : { date: '', ...NEW_RANGE });
    changed();
  };
  const setKind = (index: number, kind: Kind) => {
    const date = form.getValues(`exceptions.${index}.date`);
    exceptions.update(index, kind === 'off' ? { date, available: false } : { date, ...NEW_RANGE });
    changed();
  };

  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="sr-only">Days off and extra hours</legend>
      <p className="text-sm text-stone-600">
        A day off closes that date; extra hours are added to that date’s usual hours.
      </p>
      {listMessage && (
        <p role="alert" className="text-sm text-red-700">
          {listMessage}
        </p>
      )}
      {exceptions.fields.length === 0 && (
        <p className="text-stone-600">No days off or extra hours.</p>
      )}
      <ul className="divide-y divide-stone-200">
        {exceptions.fields.map((field, index) => {
          const row = `Date ${index + 1}`;
          const kind: Kind = 'available' in field ? 'off' : 'hours';
          const message = firstMessage(errors.exceptions?.[index]);
          return (
            <li key={field.id} className="space-y-2 py-3">
              <div className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_2.5rem]">
                <TextField
                  label="Date"
                  aria-label={row}
                  type="date"
                  {...form.register(`exceptions.${index}.date`, { onChange: changed })}
                />
                <SelectField
                  label="What"
                  aria-label={`${row}: day off or extra hours`}
                  value={kind}
                  onChange={(event) => setKind(index, event.target.value as Kind)}
                >
                  <option value="off">Day off</option>
                  <option value="hours">Extra hours</option>
                </SelectField>
                {kind === 'off' && (
                  <div className="sm:pt-7">
                    <IconButton
                      label={`Remove ${row}`}
                      tone="danger"
                      onClick={() => exceptions.remove(index)}
                      icon={<Trash2 aria-hidden size={18} />}
                    />
                  </div>
                )}
              </div>
              {kind === 'hours' && (
                <TimeRangeInputs
                  name={`${row} hours`}
                  start={form.register(`exceptions.${index}.start`, { onChange: changed })}
                  end={form.register(`exceptions.${index}.end`, { onChange: changed })}
                  onRemove={() => exceptions.remove(index)}
                />
              )}
              {message && <p className="text-sm text-red-700">{message}</p>}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={full} onClick={() => add('off')}>
          <CalendarOff aria-hidden size={18} /> Add a day off
        </Button>
        <Button variant="secondary" disabled={full} onClick={() => add('hours')}>
          <CalendarPlus aria-hidden size={18} /> Add extra hours
        </Button>
      </div>
    </fieldset>
  );
}
