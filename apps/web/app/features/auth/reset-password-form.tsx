import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  publicMessages,
  resetPasswordRequestSchema,
  type MessageResponse,
} from '@nourishwell/shared';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

/** The page the reset email links to: a new password, twice; then sign in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useSchemaForm(resetPasswordRequestSchema, {
    token,
    newPassword: '',
    confirmPassword: '',
  });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!token) {
    return (
      <div className="space-y-4">
        <FormAlert message={publicMessages.resetLinkInvalid} />
        <Link
          to="/forgotpassword"
          className="font-semibold text-emerald-800 underline underline-offset-4"
        >
          Request a new link
        </Link>
      </div>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setPending(true);
    setFailure(null);
    try {
      const result = await apiFetch<MessageResponse>('/users/resetpassword', {
        method: 'POST',
        body: input,
        auth: false,
      });
      toast.success(result.message);
      navigate('/login', { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : publicMessages.resetFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Reset password">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters."
        value={form.values.newPassword}
        onChange={(e) => form.set('newPassword', e.target.value)}
        error={form.errors.newPassword}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onChange={(e) => form.set('confirmPassword', e.target.value)}
        error={form.errors.confirmPassword}
      />
      <FormAlert message={failure} />
      {failure === publicMessages.resetLinkInvalid && (
        <Link
          to="/forgotpassword"
          className="block font-semibold text-emerald-800 underline underline-offset-4"
        >
          Request a new link
        </Link>
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
