import { useState } from 'react';
import { grievanceInputSchema, type GrievanceCreated, type Locale } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { api } from '#web/lib/api.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { formatDateIn } from '#web/lib/format.ts';
import {
  islandSayError,
  say,
  sayRich,
  type IslandFormProps,
  type IslandTexts,
} from '#web/lib/i18n/island-texts.tsx';

/**
 * Its texts and language come as props (`dataConcern.form.*`, see island-texts.tsx): on the
 * static /data-concern and /hi/data-concern pages it is an island without a catalogue.
 */
interface Speaking {
  texts: IslandTexts;
  locale: Locale;
}

/** What she is told once her concern is recorded: its reference and the answer-by date. */
export function ConcernReceived({
  created,
  texts,
  locale,
}: Speaking & { created: GrievanceCreated }) {
  return (
    <div role="status" className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <p className="font-semibold text-emerald-950">
        {say(texts, 'dataConcern.form.received', {
          reference: created.reference,
          date: formatDateIn(locale, created.dueAt),
        })}
      </p>
      <p className="text-sm text-emerald-900">
        {sayRich(texts, 'dataConcern.form.keepReference', {
          reference: <strong>{created.reference}</strong>,
        })}
      </p>
    </div>
  );
}

/** /data-concern: anyone may raise a concern about their data (DPDP: answered within 90 days). */
export function DataConcernForm({ texts, locale, errors }: IslandFormProps) {
  const [created, setCreated] = useState<GrievanceCreated | null>(null);
  const form = useApiForm(
    grievanceInputSchema,
    { name: '', email: '', subject: '', message: '' },
    {
      failureText: apiMessageOr(say(texts, 'dataConcern.form.sendFailed')),
      sayError: islandSayError(errors),
    },
  );
  const onSubmit = form.submit(async (body) => {
    // The page's language, so the emails about her concern are written in it.
    setCreated(await api.raiseGrievance({ body: { ...body, language: locale } }));
    form.reset();
  });

  return (
    <div className="space-y-6">
      {created && <ConcernReceived created={created} texts={texts} locale={locale} />}
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-5"
        aria-label={say(texts, 'dataConcern.form.label')}
      >
        <TextField
          label={say(texts, 'dataConcern.form.name')}
          autoComplete="name"
          {...form.field('name')}
        />
        <TextField
          label={say(texts, 'dataConcern.form.email')}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <TextField
          label={say(texts, 'dataConcern.form.subject')}
          maxLength={200}
          {...form.field('subject')}
        />
        <TextAreaField
          label={say(texts, 'dataConcern.form.message')}
          maxLength={5000}
          {...form.field('message')}
        />
        <FormAlert message={form.failure} />
        <Button type="submit" className="w-full" disabled={form.pending}>
          {say(texts, form.pending ? 'dataConcern.form.sending' : 'dataConcern.form.send')}
        </Button>
      </form>
    </div>
  );
}
