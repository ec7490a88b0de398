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
import { usePasswordToggle } from '#web/components/ui/password-toggle.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { saveSession } from '#web/lib/session.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';
import { returnPathAfterLogin } from './return-to.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

// No role is chosen until the person picks one: the select starts on its placeholder.
const empty = { email: '', password: '', role: '' as LoginRequest['role'] };

/**
 * Sign-in: email, password and an explicitly chosen role, which must be the account's own
 * (docs/product.md, "Sign-in by role").
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = useT();
  const locale = useLocale();
  const toggleFor = usePasswordToggle();
  const form = useApiForm(loginRequestSchema, empty, {
    failureText: (error) =>
      error instanceof ApiError && error.message ? error.message : t('auth.invalidCredentials'),
  });
  // The schema's two messages, in the page's language (their English is the catalogue's).
  const checkText = (message: string | undefined) =>
    message === messages.auth.invalidCredentials
      ? t('auth.invalidCredentials')
      : message && message !== messages.auth.fillAllFields
        ? message
        : t('auth.fillAllFields');

  // Issue 18: with two-factor on, the right password answers a challenge for the code step.
  const [challenge, setChallenge] = useState<string | null>(null);

  const signedIn = (session: LoginResponse) => {
    saveSession(session.token, session.user);
    toast.success(t('auth.loggedInAs', { role: session.user.role }));
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
    form.setFailure(checkText(checked.error.issues[0]?.message));
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
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('auth.login.form')}>
      <TextField
        label={t('auth.login.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.field('email')}
      />
      <PasswordField
        label={t('auth.login.password')}
        autoComplete="current-password"
        toggleLabel={toggleFor(t('auth.login.password'))}
        {...form.field('password')}
      />
      {/* Sign-in answers any mismatch with one message (no enumeration), so the form says
          up front why the right password can still fail. */}
      <SelectField
        label={t('auth.login.role')}
        hint={t('auth.login.roleHint')}
        {...form.field('role')}
      >
        <option value="" disabled>
          {t('auth.login.selectRole')}
        </option>
        {loginRoleOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {t(`auth.role.${option.value}`)}
          </option>
        ))}
      </SelectField>
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? t('auth.signingIn') : t('auth.login.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link
          to={linkIn(locale, '/forgotpassword')}
          className="font-medium text-emerald-800 underline-offset-4 hover:underline"
        >
          {t('auth.login.forgot')}
        </Link>
        <Link
          to={linkIn(locale, '/')}
          className="text-stone-700 underline-offset-4 hover:underline"
        >
          {t('auth.login.backHome')}
        </Link>
      </div>
    </form>
  );
}
