import { rescheduleBookingSchema } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { instantFromLocal } from '#web/lib/forms/local-instant.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * A nutritionist's free date and time, outside her free slots if she wants (she may
 * override her hours and the windows; the server still refuses an overlap with a 409).
 */
export function OverrideTimeForm({
  submitLabel,
  failure,
  onSend,
}: {
  submitLabel: string;
  /** Its failure text from the shared texts, when the server gives no message of its own. */
  failure: string;
  onSend: (start: string) => Promise<unknown>;
}) {
  const t = useT();
  const form = useApiForm(
    rescheduleBookingSchema,
    { start: '' },
    {
      prepare: ({ start }) => ({ start: instantFromLocal(start) }),
      failureText: apiMessageOr(failure),
    },
  );
  const onSubmit = form.submit(({ start }) => onSend(start));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3 border-t border-stone-200 pt-4">
      <TextField
        label={t('booking.otherTime')}
        type="datetime-local"
        hint={t('booking.otherTimeHint')}
        {...form.field('start')}
      />
      <FormAlert message={form.failure} />
      <Button type="submit" variant="secondary" disabled={form.pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
