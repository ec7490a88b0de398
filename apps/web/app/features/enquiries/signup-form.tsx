import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  enquiryNoticeText,
  enquiryRequestSchema,
  ENQUIRY_COUNTRIES,
  INDIAN_STATES,
  PRIVACY_NOTICE_VERSION,
  publicMessages,
  type EnquiryRequest,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Options, SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';

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

/** The /signup enquiry: the state list only for India; the server's answer shows for 5 seconds. */
export function SignupForm() {
  const form = useApiForm(enquiryRequestSchema, initial, {
    failureText: () => publicMessages.signupFailed,
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
    toast.success('Signed up successfully!');
    form.reset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign-up enquiry">
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField
        label="Health concern"
        hint="For example: diabetes, thyroid, PCOS, weight loss"
        {...form.field('illness')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...form.field('phone')}
      />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <SelectField label="Country" {...form.field('country')}>
        <Options values={ENQUIRY_COUNTRIES} />
      </SelectField>
      {inIndia && (
        <SelectField label="State" {...form.field('state')}>
          <Options values={INDIAN_STATES} placeholder="Select your state" />
        </SelectField>
      )}
      <TextField
        label="Preferred language"
        hint="The language you would like your coach to speak"
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
            I accept the{' '}
            <Link to="/terms" className="font-medium text-emerald-800 underline underline-offset-4">
              terms and conditions
            </Link>
          </span>
        </label>
        {termsError && <p className="text-sm text-red-700">{termsError}</p>}
        <p className="text-sm text-stone-700">
          {enquiryNoticeText.before}
          <Link to="/privacy" className="font-medium text-emerald-800 underline underline-offset-4">
            {enquiryNoticeText.link}
          </Link>
          {enquiryNoticeText.after(PRIVACY_NOTICE_VERSION)}
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
        {form.pending ? 'Sending...' : 'Submit'}
      </Button>
    </form>
  );
}
