import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { changePasswordRequestSchema, homePath } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordCheckFields } from '#web/components/ui/password-check-fields.tsx';
import { api, apiQuery } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { saveSession } from '#web/lib/session.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * Replaces a temporary password (docs/product.md, "Temporary passwords") — or any
 * password — with one of the person's own. Issue 30: her current password, and a code when
 * her two-factor sign-in is on.
 */
export function ChangePasswordForm() {
  const navigate = useNavigate();
  const t = useT();
  const twoFactorOn = useQuery(apiQuery('twoFactorStatus')).data?.enabled === true;
  const form = useApiForm(
    changePasswordRequestSchema,
    { currentPassword: '', newPassword: '', confirmPassword: '', code: '' },
    {
      // The alert under the fields says it; this page has no failure toast.
      toastFailure: false,
      failureText: apiMessageOr(t('auth.change.failed')),
    },
  );

  const onSubmit = form.submit(async (body) => {
    const session = await api.changePassword({ body });
    saveSession(session.token, session.user);
    toast.success(session.message);
    navigate(homePath(session.user.role), { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('auth.change.title')}>
      <PasswordCheckFields
        currentPassword={form.field('currentPassword')}
        code={form.field('code')}
        askCode={twoFactorOn}
      />
      <NewPasswordFields
        newPassword={form.field('newPassword')}
        confirmPassword={form.field('confirmPassword')}
      />
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? t('auth.password.saving') : t('auth.change.submit')}
      </Button>
    </form>
  );
}
