import { toast } from 'sonner';
import {
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { PasswordField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import {
  useRegenerateRecoveryCodes,
  useTwoFactorDisable,
  useTwoFactorEnable,
} from './security-api.ts';

const codeProps = { inputMode: 'numeric', autoComplete: 'one-time-code' } as const;

/** Set-up: scan the QR code (or type the secret), then prove it with a code. */
export function EnableForm({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (answer: RecoveryCodes) => void;
}) {
  const enable = useTwoFactorEnable();
  const form = useApiForm(twoFactorCodeSchema, { code: '' });
  const onSubmit = form.submit(async (body) => {
    const answer = await enable.mutateAsync({ body });
    toast.success(answer.message);
    onEnabled(answer);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Turn on two-factor">
      <p className="text-stone-700">
        Scan this QR code with your authenticator app (Google Authenticator, Microsoft
        Authenticator, 1Password…), or type the key below into it.
      </p>
      <img
        src={setup.qrDataUrl}
        alt="QR code for your authenticator app"
        className="h-44 w-44 rounded-lg border border-stone-200"
      />
      <p className="text-sm text-stone-700">
        Key for typing in:{' '}
        <code data-testid="totp-secret" className="font-mono break-all text-stone-900">
          {setup.secret}
        </code>
      </p>
      <TextField label="6-digit code from the app" {...codeProps} {...form.field('code')} />
      <FormAlert message={form.failure} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Checking…' : 'Turn on two-factor'}
      </Button>
    </form>
  );
}

export function RegenerateForm({ onDone }: { onDone: (answer: RecoveryCodes) => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const form = useApiForm(twoFactorCodeSchema, { code: '' });
  const onSubmit = form.submit(async (body) => {
    const answer = await regenerate.mutateAsync({ body });
    toast.success(answer.message);
    form.reset({ code: '' });
    onDone(answer);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="New recovery codes">
      <h3 className="font-semibold text-stone-900">New recovery codes</h3>
      <TextField label="Code from the app" {...codeProps} {...form.field('code')} />
      <FormAlert message={form.failure} />
      <Button type="submit" variant="secondary" disabled={form.pending}>
        {form.pending ? 'Making codes…' : 'Make new recovery codes'}
      </Button>
    </form>
  );
}

export function DisableForm() {
  const disable = useTwoFactorDisable();
  const form = useApiForm(twoFactorDisableSchema, { password: '', code: '' });
  const onSubmit = form.submit(async (body) => {
    const answer = await disable.mutateAsync({ body });
    toast.success(answer.message);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="Turn off two-factor">
      <h3 className="font-semibold text-stone-900">Turn off two-factor</h3>
      <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
      <TextField
        label="Code from the app, or a recovery code"
        autoComplete="one-time-code"
        {...form.field('code')}
      />
      <FormAlert message={form.failure} />
      <Button type="submit" variant="danger" disabled={form.pending}>
        {form.pending ? 'Turning off…' : 'Turn off two-factor'}
      </Button>
    </form>
  );
}
