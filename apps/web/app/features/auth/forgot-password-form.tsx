import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { forgotPasswordRequestSchema } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { islandSayError, say, type IslandFormProps } from '#web/lib/i18n/island-texts.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';

/**
 * The answer is the same for any email; the link goes by email and works once, and no
 * password is ever mailed (docs/product.md, "Reset links instead of mailed passwords").
 * An island of /forgotpassword: its texts come as a prop in the page's language
 * (`auth.forgot.*`, see island-texts.tsx), and the page's language keeps its link in it.
 */
export function ForgotPasswordForm({ texts, locale, errors }: IslandFormProps) {
  const [sent, setSent] = useState<string | null>(null);
  const form = useApiForm(
    forgotPasswordRequestSchema,
    { email: '' },
    {
      failureText: (error) =>
        error instanceof ApiError && error.status === 429
          ? error.message
          : say(texts, 'auth.forgot.failed'),
      sayError: islandSayError(errors),
    },
  );

  const onSubmit = form.submit(async (body) => {
    const result = await api.forgotPassword({ body });
    setSent(result.message);
    toast.success(result.message);
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={say(texts, 'auth.forgot.form')}
    >
      <TextField
        label={say(texts, 'auth.forgot.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <FormAlert message={form.failure} />
      {sent && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900"
        >
          {say(texts, 'auth.forgot.sent', { message: sent })}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? say(texts, 'auth.forgot.sending') : say(texts, 'auth.forgot.submit')}
      </Button>
      <p className="text-center text-sm">
        <Link
          to={linkIn(locale, '/login')}
          className="text-emerald-800 underline underline-offset-4"
        >
          {say(texts, 'auth.forgot.back')}
        </Link>
      </p>
    </form>
  );
}
