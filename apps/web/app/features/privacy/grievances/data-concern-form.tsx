import { useState } from 'react';
import {
  grievanceInputSchema,
  grievanceMessages,
  type GrievanceCreated,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { api } from '#web/lib/api.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { formatDate } from '#web/lib/format.ts';

/** What she is told once her concern is recorded: its reference and the answer-by date. */
export function ConcernReceived({ created }: { created: GrievanceCreated }) {
  return (
    <div role="status" className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <p className="font-semibold text-emerald-950">
        {grievanceMessages.received(created.reference, formatDate(created.dueAt))}
      </p>
      <p className="text-sm text-emerald-900">
        Keep the reference <strong>{created.reference}</strong>; we have also emailed it to you.
      </p>
    </div>
  );
}

/** /data-concern: anyone may raise a concern about their data (DPDP: answered within 90 days). */
export function DataConcernForm() {
  const [created, setCreated] = useState<GrievanceCreated | null>(null);
  const form = useApiForm(
    grievanceInputSchema,
    { name: '', email: '', subject: '', message: '' },
    { failureText: apiMessageOr(grievanceMessages.sendFailed) },
  );
  const onSubmit = form.submit(async (body) => {
    setCreated(await api.raiseGrievance({ body }));
    form.reset();
  });

  return (
    <div className="space-y-6">
      {created && <ConcernReceived created={created} />}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Raise a data concern">
        <TextField label="Name" autoComplete="name" {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Subject" maxLength={200} {...form.field('subject')} />
        <TextAreaField label="Your concern" maxLength={5000} {...form.field('message')} />
        <FormAlert message={form.failure} />
        <Button type="submit" className="w-full" disabled={form.pending}>
          {form.pending ? 'Sending...' : 'Send concern'}
        </Button>
      </form>
    </div>
  );
}
