import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  enquiryRequestSchema,
  ENQUIRY_COUNTRIES,
  INDIAN_STATES,
  publicMessages,
} from '@nourishwell/shared';
import { Button } from '../../components/ui/button.tsx';
import { Options, SelectField, TextField } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

const SHOW_MESSAGE_MS = 5000;

const initial = {
  name: '',
  illness: '',
  phone: '',
  email: '',
  country: 'India' as string,
  state: '',
  language: '',
  acceptedTnC: false,
};

/** §2.6 enquiry: the state list only for India; the server's answer shows for 5 seconds. */
export function SignupForm() {
  const form = useSchemaForm(enquiryRequestSchema, initial);
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inIndia = form.values.country === 'India';

  useEffect(() => {
    if (!answer) return;
    const timer = setTimeout(() => setAnswer(null), SHOW_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [answer]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setPending(true);
    setFailure(null);
    try {
      const text = await apiFetch<string>('/users/sendmail', {
        method: 'POST',
        body: input,
        auth: false,
      });
      setAnswer(text);
      toast.success('Signed up successfully!');
      form.reset();
    } catch (error) {
      if (!(error instanceof ApiError && form.showServerErrors(error.details))) {
        setFailure(publicMessages.signupFailed);
        toast.error(publicMessages.signupFailed);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign-up enquiry">
      <TextField
        label="Name"
        autoComplete="name"
        value={form.values.name}
        onChange={(e) => form.set('name', e.target.value)}
        error={form.errors.name}
      />
      <TextField
        label="Health concern"
        hint="For example: diabetes, thyroid, PCOS, weight loss"
        value={form.values.illness}
        onChange={(e) => form.set('illness', e.target.value)}
        error={form.errors.illness}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={form.values.phone}
        onChange={(e) => form.set('phone', e.target.value)}
        error={form.errors.phone}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={(e) => form.set('email', e.target.value)}
        error={form.errors.email}
      />
      <SelectField
        label="Country"
        value={form.values.country}
        onChange={(e) => form.set('country', e.target.value)}
        error={form.errors.country}
      >
        <Options values={ENQUIRY_COUNTRIES} />
      </SelectField>
      {inIndia && (
        <SelectField
          label="State"
          value={form.values.state}
          onChange={(e) => form.set('state', e.target.value)}
          error={form.errors.state}
        >
          <Options values={INDIAN_STATES} placeholder="Select your state" />
        </SelectField>
      )}
      <TextField
        label="Preferred language"
        hint="The language you would like your coach to speak"
        value={form.values.language}
        onChange={(e) => form.set('language', e.target.value)}
        error={form.errors.language}
      />
      <div className="space-y-1.5">
        <label className="flex items-start gap-3 text-stone-800">
          <input
            type="checkbox"
            checked={form.values.acceptedTnC}
            onChange={(e) => form.set('acceptedTnC', e.target.checked)}
            aria-invalid={form.errors.acceptedTnC ? true : undefined}
            className="mt-1 h-5 w-5 accent-emerald-700"
          />
          <span>
            I accept the{' '}
            <Link to="/terms" className="font-medium text-emerald-800 underline underline-offset-4">
              terms and conditions
            </Link>
          </span>
        </label>
        {form.errors.acceptedTnC && (
          <p className="text-sm text-red-700">{form.errors.acceptedTnC}</p>
        )}
      </div>
      <FormAlert message={failure} />
      {answer && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900"
        >
          {answer}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Sending...' : 'Submit'}
      </Button>
    </form>
  );
}
