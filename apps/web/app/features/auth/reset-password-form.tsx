import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { publicMessages, resetPasswordRequestSchema } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';

function RequestNewLink({ className }: { className: string }) {
  const t = useT();
  return (
    <Link to={linkIn(useLocale(), '/forgotpassword')} className={className}>
      {t('auth.reset.requestNew')}
    </Link>
  );
}

/** The page the reset email links to: a new password, twice; then sign in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const form = useApiForm(
    resetPasswordRequestSchema,
    { token, newPassword: '', confirmPassword: '' },
    {
      // The alert says it (with the way to a new link when the link is spent); no toast.
      toastFailure: false,
      failureText: apiMessageOr(t('auth.reset.failed')),
    },
  );

  if (!token) {
    return (
      <div className="space-y-4">
        <FormAlert message={t('auth.reset.linkInvalid')} />
        <RequestNewLink className="font-semibold text-emerald-800 underline underline-offset-4" />
      </div>
    );
  }

  const onSubmit = form.submit(async (body) => {
    const result = await api.resetPassword({ body });
    toast.success(result.message);
    navigate(linkIn(locale, '/login'), { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('auth.reset.form')}>
      <NewPasswordFields
        newPassword={form.field('newPassword')}
        confirmPassword={form.field('confirmPassword')}
      />
      <FormAlert message={form.failure} />
      {/* The server says a spent link in its words (English, or hers once it speaks it). */}
      {(form.failure === publicMessages.resetLinkInvalid ||
        form.failure === t('auth.reset.linkInvalid')) && (
        <RequestNewLink className="block font-semibold text-emerald-800 underline underline-offset-4" />
      )}
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? t('auth.password.saving') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
