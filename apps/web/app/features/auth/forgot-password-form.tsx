import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { forgotPasswordRequestSchema, publicMessages } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';

/**
 * The answer is the same for any email; the link goes by email and works once, and no
 * password is ever mailed (docs/product.md, "Reset links instead of mailed passwords").
 */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useApiForm(
    forgotPasswordRequestSchema,
    { email: '' },
    {
      failureText: (error) =>
        error instanceof ApiError && error.status === 429
          ? error.message
          : publicMessages.resetFailed,
    },
  );

  const onSubmit = form.submit(async (body) => {
    const result = await api.forgotPassword({ body });
    setSent(result.message);
    toast.success(result.message);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Forgot password">
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <FormAlert message={form.failure} />
      {sent && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900"
        >
          {sent} The link works once, for 30 minutes.
        </p>
      )}
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? 'Sending...' : 'Send reset link'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className="text-emerald-800 underline underline-offset-4">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
