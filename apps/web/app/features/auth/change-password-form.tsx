import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { changePasswordRequestSchema, dashboardPath } from '@nourishwell/shared';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PasswordField } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { saveSession } from '../../lib/session.ts';
import { apiMessageOr } from '../../lib/forms/failure-text.ts';

/** Replaces a temporary password (D4) — or any password — with one of the person's own. */
export function ChangePasswordForm() {
  const navigate = useNavigate();
  const form = useApiForm(
    changePasswordRequestSchema,
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    {
      // The alert under the fields says it; this page has no failure toast.
      toastFailure: false,
      failureText: apiMessageOr('Update failed.'),
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
      <NewPasswordFields
        newPassword={form.field('newPassword')}
        confirmPassword={form.field('confirmPassword')}
      />
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  );
}
