import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { publicMessages, resetPasswordRequestSchema } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';

function RequestNewLink({ className }: { className: string }) {
  return (
    <Link to="/forgotpassword" className={className}>
      Request a new link
    </Link>
  );
}

/** The page the reset email links to: a new password, twice; then sign in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useApiForm(
    resetPasswordRequestSchema,
    { token, newPassword: '', confirmPassword: '' },
    {
      // The alert says it (with the way to a new link when the link is spent); no toast.
      toastFailure: false,
      failureText: apiMessageOr(publicMessages.resetFailed),
    },
  );

  if (!token) {
    return (
      <div className="space-y-4">
        <FormAlert message={publicMessages.resetLinkInvalid} />
        <RequestNewLink className="font-semibold text-emerald-800 underline underline-offset-4" />
      </div>
    );
  }

  const onSubmit = form.submit(async (body) => {
    const result = await api.resetPassword({ body });
    toast.success(result.message);
    navigate('/login', { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Reset password">
      <NewPasswordFields
        newPassword={form.field('newPassword')}
        confirmPassword={form.field('confirmPassword')}
      />
      <FormAlert message={form.failure} />
      {form.failure === publicMessages.resetLinkInvalid && (
        <RequestNewLink className="block font-semibold text-emerald-800 underline underline-offset-4" />
      )}
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
