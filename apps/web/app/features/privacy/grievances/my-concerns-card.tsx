import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
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
import { formatDateIn } from '#web/lib/format.ts';
import { useIslandTexts, useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { ConcernReceived } from './data-concern-form.tsx';
import { myGrievancesQuery, useRaiseMyGrievance } from './grievances-api.ts';
import { StatusBadge } from './grievance-labels.tsx';

/** Her data concerns on her privacy page: raise one (as herself) and see each one's answer. */
export function MyConcernsCard() {
  const t = useT();
  const list = useQuery(myGrievancesQuery());
  return (
    <Card title={t('privacy.concerns.title')}>
      <div className="space-y-6">
        <p className="text-stone-700">{t('privacy.concerns.intro')}</p>
        <RaiseConcernForm />
        <section aria-label={t('privacy.concerns.list')} className="space-y-3">
          <h3 className="font-semibold text-stone-900">{t('privacy.concerns.yours')}</h3>
          {list.isPending && <p className="text-stone-600">{t('privacy.loading')}</p>}
          {list.isError && (
            <QueryError
              message={t('privacy.concerns.loadFailed')}
              onRetry={() => void list.refetch()}
            />
          )}
          {list.isSuccess && list.data.length === 0 && (
            <p className="text-stone-600">{t('privacy.concerns.none')}</p>
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
  const t = useT();
  const raise = useRaiseMyGrievance();
  const receivedTexts = useIslandTexts('dataConcern.form');
  const locale = useLocale();
  const [created, setCreated] = useState<GrievanceCreated | null>(null);
  const form = useApiForm(
    myGrievanceInputSchema,
    { subject: '', message: '' },
    { failureText: apiMessageOr(t('privacy.concerns.sendFailed')) },
  );
  const onSubmit = form.submit(async (body) => {
    setCreated(await raise.mutateAsync({ body }));
    form.reset();
  });
  return (
    <div className="space-y-4">
      {created && <ConcernReceived created={created} texts={receivedTexts} locale={locale} />}
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        aria-label={t('privacy.concerns.form')}
      >
        <TextField
          label={t('privacy.concerns.subject')}
          maxLength={200}
          {...form.field('subject')}
        />
        <TextAreaField
          label={t('privacy.concerns.message')}
          rows={4}
          maxLength={5000}
          {...form.field('message')}
        />
        <FormAlert message={form.failure} />
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('privacy.concerns.sending') : t('privacy.concerns.send')}
        </Button>
      </form>
    </div>
  );
}

function ConcernItem({ grievance }: { grievance: MyGrievance }) {
  const t = useT();
  const locale = useLocale();
  const day = (iso: string) => formatDateIn(locale, iso);
  const { reference } = grievance;
  const raised = day(grievance.createdAt);
  return (
    <li className="space-y-2 rounded-xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium break-words text-stone-900">{grievance.subject}</p>
        <StatusBadge status={grievance.status} />
      </div>
      <p className="text-sm text-stone-600">
        {grievance.status === 'resolved'
          ? t('privacy.concerns.answered', {
              reference,
              raised,
              answered: day(grievance.resolvedAt ?? grievance.dueAt),
            })
          : t('privacy.concerns.answerBy', { reference, raised, due: day(grievance.dueAt) })}
      </p>
      {grievance.reply && (
        <div className="rounded-lg bg-stone-50 p-3">
          <p className="text-sm font-medium text-stone-800">{t('privacy.concerns.answer')}</p>
          <p className="whitespace-pre-line break-words text-stone-800">{grievance.reply}</p>
        </div>
      )}
    </li>
  );
}
