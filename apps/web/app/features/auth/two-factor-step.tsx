import { securityMessages, twoFactorLoginSchema, type LoginResponse } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';

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
  const form = useApiForm(
    codeSchema,
    { code: '' },
    {
      failureText: (error) =>
        error instanceof ApiError && error.message ? error.message : securityMessages.codeWrong,
    },
  );
  const onSubmit = form.submit(async ({ code }) => {
    onSignedIn(await api.loginTwoFactor({ body: { challenge, code } }));
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Two-factor code">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-stone-900">{securityMessages.codeStepTitle}</h2>
        <p className="text-sm text-stone-700">{securityMessages.codeStepHint}</p>
      </div>
      <TextField label="Code" autoComplete="one-time-code" autoFocus {...form.field('code')} />
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? 'Checking…' : 'Verify and sign in'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onRestart}>
        Start again
      </Button>
    </form>
  );
}
