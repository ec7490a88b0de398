import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { SCHEDULING_LIMITS, SLOT_MINUTES, type AvailabilityView } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  availabilityQuery,
  useSaveAvailability,
} from '#web/features/scheduling/api/scheduling-api.ts';
import { timeZoneChoices, toFormValues } from './availability-values.ts';
import { ExceptionFields } from './exception-fields.tsx';
import { OutsideHoursList } from './outside-hours-list.tsx';
import { useAvailabilityForm } from './use-availability-form.ts';
import { WeeklyHoursFields } from './weekly-hours-fields.tsx';

/** Working Hours: loads her hours, then the form; a failed load says so with Retry. */
export function AvailabilityPage() {
  const t = useT();
  const hours = useQuery(availabilityQuery());
  if (hours.isPending) return <p role="status">{t('scheduling.loading')}</p>;
  if (hours.isError)
    return (
      <QueryError
        message={t('scheduling.availabilityFailed')}
        onRetry={() => void hours.refetch()}
      />
    );
  return <AvailabilityForm view={hours.data} />;
}

function AvailabilityForm({ view }: { view: AvailabilityView }) {
  const t = useT();
  const form = useAvailabilityForm(view);
  const save = useSaveAvailability();
  const queryClient = useQueryClient();
  const outsideHeading = useRef<HTMLHeadingElement>(null);
  const [savesWithOutside, setSavesWithOutside] = useState(0);
  // Some 400 zones: built once, so typing elsewhere in the form does not redo them.
  const zoneOptions = useMemo(
    () =>
      timeZoneChoices(view.timeZone).map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      )),
    [view.timeZone],
  );

  // After a save that left sessions outside her hours, take her to the list (it is above),
  // once the saved answer has reached the page (the query's update may come a moment later).
  useEffect(() => {
    if (savesWithOutside > 0) outsideHeading.current?.focus();
  }, [savesWithOutside, view.outsideHours]);

  const onSubmit = form.submit(async (body) => {
    const saved = await save.mutateAsync({ body });
    // The answer is what the server holds now, including the sessions outside her hours.
    queryClient.setQueryData(availabilityQuery().queryKey, saved);
    form.reset(toFormValues(saved));
    toast.success(t('scheduling.availabilitySaved'));
    if (saved.outsideHours.length > 0) setSavesWithOutside((count) => count + 1);
  });

  return (
    <div className="max-w-4xl space-y-6">
      <OutsideHoursList
        ref={outsideHeading}
        sessions={view.outsideHours}
        timeZone={view.timeZone}
      />
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('scheduling.workingHours')}
        className="space-y-6"
      >
        <Card title={t('scheduling.sessions')}>
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField label={t('scheduling.timeZone')} {...form.field('timeZone')}>
              {zoneOptions}
            </SelectField>
            <SelectField
              label={t('scheduling.sessionLength')}
              {...form.register('slotMinutes', {
                setValueAs: Number,
                onChange: () => form.clearErrors('slotMinutes'),
              })}
              error={form.formState.errors.slotMinutes?.message}
            >
              {SLOT_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('scheduling.minutesShort', { minutes })}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('scheduling.buffer')}
              type="number"
              inputMode="numeric"
              min={0}
              max={SCHEDULING_LIMITS.bufferMinutesMax}
              {...form.field('bufferMinutes')}
            />
          </div>
          <div className="mt-4">
            <TextField
              label={t('scheduling.meetingLink')}
              type="url"
              inputMode="url"
              placeholder={t('scheduling.meetingLinkExample')}
              hint={t('scheduling.meetingLinkHint')}
              {...form.field('meetingUrl')}
            />
          </div>
        </Card>
        <Card title={t('scheduling.weeklyHours')}>
          <WeeklyHoursFields form={form} />
        </Card>
        <Card title={t('scheduling.exceptions')}>
          <ExceptionFields form={form} />
        </Card>
        <FormAlert message={form.failure} />
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('scheduling.saving') : t('scheduling.saveHours')}
        </Button>
      </form>
    </div>
  );
}
