import { twoFactorLoginSchema, type LoginResponse } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

const codeSchema = twoFactorLoginSchema.pick({ code: true });

/** The second sign-in step (issue 18): a 6-digit code from her app, or a recovery code. */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: LoginResponse) => void;
  onRestart: () => void;
}) {
  const t = useT();
  const form = useApiForm(
    codeSchema,
    { code: '' },
    {
      failureText: (error) =>
        error instanceof ApiError && error.message ? error.message : t('auth.twoFactor.wrong'),
    },
  );
  const onSubmit = form.submit(async ({ code }) => {
    onSignedIn(await api.loginTwoFactor({ body: { challenge, code } }));
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={t('auth.twoFactor.form')}
    >
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-stone-900">{t('auth.twoFactor.title')}</h2>
        <p className="text-sm text-stone-700">{t('auth.twoFactor.hint')}</p>
      </div>
      <TextField
        label={t('auth.twoFactor.code')}
        autoComplete="one-time-code"
        autoFocus
        {...form.field('code')}
      />
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? t('auth.twoFactor.checking') : t('auth.twoFactor.submit')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onRestart}>
        {t('auth.twoFactor.restart')}
      </Button>
    </form>
  );
}
