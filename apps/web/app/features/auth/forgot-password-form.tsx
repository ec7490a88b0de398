import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  forgotPasswordRequestSchema,
  publicMessages,
  type MessageResponse,
} from '@nourishwell/shared';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

/** D3: the answer is the same for any email; the link goes by email and works once. */
export function ForgotPasswordForm() {
  const form = useSchemaForm(forgotPasswordRequestSchema, { email: '' });
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setPending(true);
    setFailure(null);
    try {
      const result = await apiFetch<MessageResponse>('/users/forgotpassword', {
        method: 'POST',
        body: input,
        auth: false,
      });
      setSent(result.message);
      toast.success(result.message);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 429
          ? error.message
          : publicMessages.resetFailed;
      setFailure(message);
      toast.error(message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Forgot password">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={(e) => form.set('email', e.target.value)}
        error={form.errors.email}
      />
      <FormAlert message={failure} />
      {sent && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900"
        >
          {sent} The link works once, for 30 minutes.
        </p>
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Sending...' : 'Send reset link'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className="text-emerald-800 underline underline-offset-4">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
