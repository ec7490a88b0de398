import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  grievanceMessages,
  myGrievanceInputSchema,
  type GrievanceCreated,
  type MyGrievance,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useIslandTexts, useLocale } from '#web/lib/i18n/i18n.tsx';
import { formatDate } from '#web/lib/format.ts';
import { ConcernReceived } from './data-concern-form.tsx';
import { myGrievancesQuery, useRaiseMyGrievance } from './grievances-api.ts';
import { StatusBadge } from './grievance-labels.tsx';

/** Her data concerns on her privacy page: raise one (as herself) and see each one's answer. */
export function MyConcernsCard() {
  const list = useQuery(myGrievancesQuery());
  return (
    <Card title="Data concerns">
      <div className="space-y-6">
        <p className="text-stone-700">
          A concern about how your data is handled goes to our grievance officer, who answers within
          90 days.
        </p>
        <RaiseConcernForm />
        <section aria-label="Your data concerns" className="space-y-3">
          <h3 className="font-semibold text-stone-900">Your concerns</h3>
          {list.isPending && <p className="text-stone-600">Loading…</p>}
          {list.isError && (
            <QueryError
              message={grievanceMessages.loadFailed}
              onRetry={() => void list.refetch()}
            />
          )}
          {list.isSuccess && list.data.length === 0 && (
            <p className="text-stone-600">{grievanceMessages.noneYet}</p>
          )}
          {list.isSuccess && list.data.length > 0 && (
            <ul className="space-y-3">
              {list.data.map((grievance) => (
                <ConcernItem key={grievance.id} grievance={grievance} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </Card>
  );
}

function RaiseConcernForm() {
  const raise = useRaiseMyGrievance();
  const receivedTexts = useIslandTexts('dataConcern.form');
  const locale = useLocale();
  const [created, setCreated] = useState<GrievanceCreated | null>(null);
  const form = useApiForm(
    myGrievanceInputSchema,
    { subject: '', message: '' },
    { failureText: apiMessageOr(grievanceMessages.sendFailed) },
  );
  const onSubmit = form.submit(async (body) => {
    setCreated(await raise.mutateAsync({ body }));
    form.reset();
  });
  return (
    <div className="space-y-4">
      {created && <ConcernReceived created={created} texts={receivedTexts} locale={locale} />}
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Raise a data concern">
        <TextField label="Subject" maxLength={200} {...form.field('subject')} />
        <TextAreaField label="Your concern" rows={4} maxLength={5000} {...form.field('message')} />
        <FormAlert message={form.failure} />
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Sending...' : 'Send concern'}
        </Button>
      </form>
    </div>
  );
}

function ConcernItem({ grievance }: { grievance: MyGrievance }) {
  return (
    <li className="space-y-2 rounded-xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium break-words text-stone-900">{grievance.subject}</p>
        <StatusBadge status={grievance.status} />
      </div>
      <p className="text-sm text-stone-600">
        {grievance.reference} · raised {formatDate(grievance.createdAt)}
        {grievance.status === 'resolved'
          ? ` · answered ${formatDate(grievance.resolvedAt ?? grievance.dueAt)}`
          : ` · answer by ${formatDate(grievance.dueAt)}`}
      </p>
      {grievance.reply && (
        <div className="rounded-lg bg-stone-50 p-3">
          <p className="text-sm font-medium text-stone-800">Our answer</p>
          <p className="whitespace-pre-line break-words text-stone-800">{grievance.reply}</p>
        </div>
      )}
    </li>
  );
}
