import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { changePasswordRequestSchema, dashboardPath } from '@nourishwell/shared';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PasswordField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { api } from '../../lib/api.ts';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { saveSession } from '../../lib/session.ts';

/** Replaces a temporary password (D4) — or any password — with one of the person's own. */
export function ChangePasswordForm() {
  const navigate = useNavigate();
  const form = useApiForm(
    changePasswordRequestSchema,
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    {
      // The alert under the fields says it; this page has no failure toast.
      toastFailure: false,
      failureText: (error) => (error instanceof ApiError ? error.message : 'Update failed.'),
    },
  );

  const onSubmit = form.submit(async (body) => {
    const session = await api.changePassword({ body });
    saveSession(session.token, session.user);
    toast.success(session.message);
    navigate(dashboardPath(session.user.role), { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Set a new password">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters."
        {...form.field('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  );
}
