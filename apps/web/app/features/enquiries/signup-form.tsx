import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  enquiryRequestSchema,
  ENQUIRY_COUNTRIES,
  INDIAN_STATES,
  PRIVACY_NOTICE_VERSION,
  type EnquiryRequest,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { islandSayError, say, sayRich, type IslandFormProps } from '#web/lib/i18n/island-texts.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';
import { COUNTRY_NAMES, STATE_NAMES } from './place-names.ts';

const SHOW_MESSAGE_MS = 5000;

// The box starts unticked; the schema takes only a ticked one.
const initial = {
  name: '',
  illness: '',
  phone: '',
  email: '',
  country: 'India',
  state: '',
  language: '',
  acceptedTnC: false as EnquiryRequest['acceptedTnC'],
} satisfies EnquiryRequest;

const linkClass = 'font-medium text-emerald-800 underline underline-offset-4';

/**
 * The /signup enquiry: the state list only for India; the server's answer shows for 5 seconds.
 * An island: its texts come as a prop in the page's language (`enquiries.signup.*`), and the
 * page's language keeps its links in it.
 */
export function SignupForm({ texts, locale, errors }: IslandFormProps) {
  const form = useApiForm(enquiryRequestSchema, initial, {
    failureText: () => say(texts, 'enquiries.signup.failed'),
    sayError: islandSayError(errors),
  });
  const [answer, setAnswer] = useState<string | null>(null);
  const inIndia = form.watch('country') === 'India';
  const { error: termsError, ...terms } = form.field('acceptedTnC');

  useEffect(() => {
    if (!answer) return;
    const timer = setTimeout(() => setAnswer(null), SHOW_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [answer]);

  const onSubmit = form.submit(async (body) => {
    setAnswer(await api.sendEnquiry({ body }));
    toast.success(say(texts, 'enquiries.signup.done'));
    form.reset();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={say(texts, 'enquiries.signup.form')}
    >
      <TextField
        label={say(texts, 'enquiries.signup.name')}
        autoComplete="name"
        {...form.field('name')}
      />
      <TextField
        label={say(texts, 'enquiries.signup.illness')}
        hint={say(texts, 'enquiries.signup.illnessHint')}
        {...form.field('illness')}
      />
      <TextField
        label={say(texts, 'enquiries.signup.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...form.field('phone')}
      />
      <TextField
        label={say(texts, 'enquiries.signup.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <SelectField label={say(texts, 'enquiries.signup.country')} {...form.field('country')}>
        {ENQUIRY_COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {say(texts, COUNTRY_NAMES[country])}
          </option>
        ))}
      </SelectField>
      {inIndia && (
        <SelectField label={say(texts, 'enquiries.signup.state')} {...form.field('state')}>
          <option value="">{say(texts, 'enquiries.signup.statePlaceholder')}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {say(texts, STATE_NAMES[state])}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={say(texts, 'enquiries.signup.language')}
        hint={say(texts, 'enquiries.signup.languageHint')}
        {...form.field('language')}
      />
      <div className="space-y-1.5">
        <label className="flex items-start gap-3 text-stone-800">
          <input
            type="checkbox"
            {...terms}
            aria-invalid={termsError ? true : undefined}
            className="mt-1 h-5 w-5 accent-emerald-700"
          />
          <span>
            {sayRich(texts, 'enquiries.signup.accept', {
              terms: (
                <Link to={linkIn(locale, '/terms')} className={linkClass}>
                  {say(texts, 'enquiries.signup.terms')}
                </Link>
              ),
            })}
          </span>
        </label>
        {termsError && <p className="text-sm text-red-700">{termsError}</p>}
        <p className="text-sm text-stone-700">
          {sayRich(texts, 'enquiries.signup.notice', {
            link: (
              <Link to={linkIn(locale, '/privacy')} className={linkClass}>
                {say(texts, 'enquiries.signup.noticeLink')}
              </Link>
            ),
            version: PRIVACY_NOTICE_VERSION,
          })}
        </p>
      </div>
      <FormAlert message={form.failure} />
      {answer && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900"
        >
          {answer}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending
          ? say(texts, 'enquiries.signup.sending')
          : say(texts, 'enquiries.signup.submit')}
      </Button>
    </form>
  );
}
