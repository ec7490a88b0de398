import { toast } from 'sonner';
import { messages, publicMessages, reachOutRequestSchema } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';

/** The /reachout form: name, email, concern; the thank-you toast stays 15 seconds. */
export function ReachOutForm() {
  const form = useApiForm(
    reachOutRequestSchema,
    { name: '', email: '', concern: '' },
    {
      failureText: apiMessageOr(messages.generic.tryAgain),
    },
  );

  const onSubmit = form.submit(async (body) => {
    await api.reachOut({ body });
    toast.success(publicMessages.reachOutThanks, { duration: 15_000 });
    form.reset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Reach out to us">
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextAreaField label="How can we help?" maxLength={2000} {...form.field('concern')} />
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
