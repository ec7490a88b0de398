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
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  useRegenerateRecoveryCodes,
  useTwoFactorDisable,
  useTwoFactorEnable,
} from './security-api.ts';

const codeProps = { inputMode: 'numeric', autoComplete: 'one-time-code' } as const;

// Each form's toast is in the language in use; the server's answer says the same in English.

/** Set-up: scan the QR code (or type the secret), then prove it with a code. */
export function EnableForm({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (answer: RecoveryCodes) => void;
}) {
  const t = useT();
  const enable = useTwoFactorEnable();
  const form = useApiForm(twoFactorCodeSchema, { code: '' });
  const onSubmit = form.submit(async (body) => {
    const answer = await enable.mutateAsync({ body });
    toast.success(t('security.twoFactor.on'));
    onEnabled(answer);
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label={t('security.twoFactor.turnOn')}
    >
      <p className="text-stone-700">{t('security.twoFactor.scan')}</p>
      <img
        src={setup.qrDataUrl}
        alt={t('security.twoFactor.qr')}
        className="h-44 w-44 rounded-lg border border-stone-200"
      />
      <p className="text-sm text-stone-700">
        {t('security.twoFactor.key')}{' '}
        <code data-testid="totp-secret" className="font-mono break-all text-stone-900">
          {setup.secret}
        </code>
      </p>
      <TextField label={t('security.twoFactor.codeField')} {...codeProps} {...form.field('code')} />
      <FormAlert message={form.failure} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t('security.twoFactor.checking') : t('security.twoFactor.turnOn')}
      </Button>
    </form>
  );
}

export function RegenerateForm({ onDone }: { onDone: (answer: RecoveryCodes) => void }) {
  const t = useT();
  const regenerate = useRegenerateRecoveryCodes();
  const form = useApiForm(twoFactorCodeSchema, { code: '' });
  const onSubmit = form.submit(async (body) => {
    const answer = await regenerate.mutateAsync({ body });
    toast.success(t('security.twoFactor.regenerated'));
    form.reset({ code: '' });
    onDone(answer);
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3"
      aria-label={t('security.twoFactor.newCodes')}
    >
      <h3 className="font-semibold text-stone-900">{t('security.twoFactor.newCodes')}</h3>
      <TextField label={t('security.twoFactor.appCode')} {...codeProps} {...form.field('code')} />
      <FormAlert message={form.failure} />
      <Button type="submit" variant="secondary" disabled={form.pending}>
        {form.pending ? t('security.twoFactor.making') : t('security.twoFactor.make')}
      </Button>
    </form>
  );
}

export function DisableForm() {
  const t = useT();
  const disable = useTwoFactorDisable();
  const form = useApiForm(twoFactorDisableSchema, { password: '', code: '' });
  const onSubmit = form.submit(async (body) => {
    await disable.mutateAsync({ body });
    toast.success(t('security.twoFactor.disabled'));
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3"
      aria-label={t('security.twoFactor.turnOff')}
    >
      <h3 className="font-semibold text-stone-900">{t('security.twoFactor.turnOff')}</h3>
      <PasswordField
        label={t('security.twoFactor.password')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <TextField
        label={t('security.twoFactor.codeOrRecovery')}
        autoComplete="one-time-code"
        {...form.field('code')}
      />
      <FormAlert message={form.failure} />
      <Button type="submit" variant="danger" disabled={form.pending}>
        {form.pending ? t('security.twoFactor.turningOff') : t('security.twoFactor.turnOff')}
      </Button>
    </form>
  );
}
