import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { changePasswordRequestSchema } from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { PasswordCheckFields } from '#web/components/ui/password-check-fields.tsx';
import { usePasswordToggle } from '#web/components/ui/password-toggle.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { apiQuery } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { saveSession } from '#web/lib/session.ts';
import { useUpdatePassword } from './auth-api.ts';

/**
 * The nutritionist profile's Update Password: new password twice, with show/hide; the
 * answer's fresh token keeps her signed in.
 * Issue 30: her current password first, and a code when her two-factor sign-in is on.
 */
export function UpdatePasswordDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const update = useUpdatePassword();
  const t = useT();
  const toggleFor = usePasswordToggle();
  const next = t('auth.password.new');
  const confirm = t('auth.password.confirm');
  const twoFactorOn = useQuery(apiQuery('twoFactorStatus')).data?.enabled === true;
  const form = useApiForm(
    changePasswordRequestSchema,
    { currentPassword: '', newPassword: '', confirmPassword: '', code: '' },
    {
      failureText: (error) =>
        error instanceof ApiError && error.message
          ? t('auth.update.failedBecause', { reason: error.message })
          : t('auth.change.failed'),
    },
  );

  const onSubmit = form.submit(async ({ currentPassword, newPassword, code }) => {
    const session = await update.mutateAsync({
      body: { email, currentPassword, password: newPassword, code },
    });
    saveSession(session.token, session.user);
    toast.success(session.message);
    onClose();
  });

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('auth.update.title')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordCheckFields
          currentPassword={form.field('currentPassword')}
          code={form.field('code')}
          askCode={twoFactorOn}
        />
        <PasswordField
          label={next}
          autoComplete="new-password"
          toggleLabel={toggleFor(next)}
          {...form.field('newPassword')}
        />
        <PasswordField
          label={confirm}
          autoComplete="new-password"
          toggleLabel={toggleFor(confirm)}
          {...form.field('confirmPassword')}
        />
        <FormAlert message={form.failure} />
        <DialogActions onCancel={onClose} pending={form.pending} label={t('auth.update.title')} />
      </form>
    </Modal>
  );
}
