import { CalendarOff, CalendarPlus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { SCHEDULING_LIMITS } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { NEW_RANGE } from './availability-values.ts';
import { TimeRangeInputs } from './time-range-inputs.tsx';
import { firstMessage, type AvailabilityForm } from './use-availability-form.ts';

type Kind = 'off' | 'hours';

/**
 * Days off and one-off extra hours: dated rows, each a day off or a start and end. A row
 * changes kind by being replaced, so a day off never carries hours to the server.
 */
export function ExceptionFields({ form }: { form: AvailabilityForm }) {
  const t = useT();
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
      <legend className="sr-only">{t('scheduling.exceptions')}</legend>
      <p className="text-sm text-stone-600">{t('scheduling.exceptionsHint')}</p>
      {listMessage && (
        <p role="alert" className="text-sm text-red-700">
          {listMessage}
        </p>
      )}
      {exceptions.fields.length === 0 && (
        <p className="text-stone-600">{t('scheduling.noExceptions')}</p>
      )}
      <ul className="divide-y divide-stone-200">
        {exceptions.fields.map((field, index) => {
          const number = index + 1;
          const row = t('scheduling.dateRow', { number });
          const kind: Kind = 'available' in field ? 'off' : 'hours';
          const message = firstMessage(errors.exceptions?.[index]);
          return (
            <li key={field.id} className="space-y-2 py-3">
              <div className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_2.5rem]">
                <TextField
                  label={t('scheduling.date')}
                  aria-label={row}
                  type="date"
                  {...form.register(`exceptions.${index}.date`, { onChange: changed })}
                />
                <SelectField
                  label={t('scheduling.what')}
                  aria-label={t('scheduling.dateKind', { number })}
                  value={kind}
                  onChange={(event) => setKind(index, event.target.value as Kind)}
                >
                  <option value="off">{t('scheduling.dayOff')}</option>
                  <option value="hours">{t('scheduling.extraHours')}</option>
                </SelectField>
                {kind === 'off' && (
                  <div className="sm:pt-7">
                    <IconButton
                      label={t('scheduling.removeNamed', { name: row })}
                      tone="danger"
                      onClick={() => exceptions.remove(index)}
                      icon={<Trash2 aria-hidden size={18} />}
                    />
                  </div>
                )}
              </div>
              {kind === 'hours' && (
                <TimeRangeInputs
                  name={t('scheduling.dateHours', { number })}
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
          <CalendarOff aria-hidden size={18} /> {t('scheduling.addDayOff')}
        </Button>
        <Button variant="secondary" disabled={full} onClick={() => add('hours')}>
          <CalendarPlus aria-hidden size={18} /> {t('scheduling.addExtraHours')}
        </Button>
      </div>
    </fieldset>
  );
}
