import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { changePasswordRequestSchema, dashboardPath } from '@nourishwell/shared';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PasswordField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { saveSession } from '../../lib/session.ts';
import { changePassword } from './auth-api.ts';

type Fields = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** Replaces a temporary password (D4) — or any password — with one of the person's own. */
export function ChangePasswordForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Fields, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const update = (field: Fields) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Fields, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Fields] ??= issue.message;
      setErrors(next);
      return;
    }
    setPending(true);
    setFormError(null);
    try {
      const session = await changePassword(parsed.data);
      saveSession(session.token, session.user);
      toast.success(session.message);
      navigate(dashboardPath(session.user.role), { replace: true });
    } catch (caught) {
      setFormError(caught instanceof ApiError ? caught.message : 'Update failed.');
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Set a new password">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={update('currentPassword')}
        error={errors.currentPassword}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={update('newPassword')}
        error={errors.newPassword}
        hint="At least 6 characters."
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={update('confirmPassword')}
        error={errors.confirmPassword}
      />
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  );
}
