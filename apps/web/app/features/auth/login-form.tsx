import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  loginRequestSchema,
  loginRoleOptions,
  messages,
  type LoginRequest,
  type LoginResponse,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField, SelectField, TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { saveSession } from '#web/lib/session.ts';
import { returnPathAfterLogin } from './return-to.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

// Sign-in answers any mismatch with one message (no enumeration), so the form says up front
// why the right password can still fail.
const ROLE_HINT =
  'Choose the role of your account: an admin, nutritionist or client account signs in only with its own role.';

// No role is chosen until the person picks one: the select starts on its placeholder.
const empty = { email: '', password: '', role: '' as LoginRequest['role'] };

/**
 * Sign-in: email, password and an explicitly chosen role, which must be the account's own
 * (docs/product.md, "Sign-in by role").
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useApiForm(loginRequestSchema, empty, {
    failureText: (error) =>
      error instanceof ApiError && error.message ? error.message : messages.auth.invalidCredentials,
  });

  // Issue 18: with two-factor on, the right password answers a challenge for the code step.
  const [challenge, setChallenge] = useState<string | null>(null);

  const signedIn = (session: LoginResponse) => {
    saveSession(session.token, session.user);
    toast.success(messages.auth.loggedInAs(session.user.role));
    // A temporary password is replaced first; then the privacy notice in force is accepted
    // (issue 18), before any page that could take her data.
    navigate(
      session.mustChangePassword
        ? '/change-password'
        : session.consentRequired
          ? '/consent'
          : returnPathAfterLogin(params.get('next'), session.user.role),
    );
  };

  const send = form.submit(async (body) => {
    const answer = await api.login({ body });
    if ('twoFactorRequired' in answer) setChallenge(answer.challenge);
    else signedIn(answer);
  });

  // The spec answers a missing field with one message for the whole form, not one per
  // field: the schema's message becomes the form's alert.
  const onSubmit = (event: FormEvent) => {
    const checked = loginRequestSchema.safeParse(form.getValues());
    if (checked.success) return send(event);
    event.preventDefault();
    form.setFailure(checked.error.issues[0]?.message ?? messages.auth.fillAllFields);
  };

  if (challenge)
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={() => {
          setChallenge(null);
          form.setValue('password', '');
        }}
      />
    );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.field('email')}
      />
      <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
      <SelectField label="Login As" hint={ROLE_HINT} {...form.field('role')}>
        <option value="" disabled>
          Select role
        </option>
        {loginRoleOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? messages.auth.signingIn : 'Login'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link
          to="/forgotpassword"
          className="font-medium text-emerald-800 underline-offset-4 hover:underline"
        >
          Forgot Password ?
        </Link>
        <Link to="/" className="text-stone-700 underline-offset-4 hover:underline">
          ← Back to Home
        </Link>
      </div>
    </form>
  );
}
