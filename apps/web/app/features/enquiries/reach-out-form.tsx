import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  messages,
  publicMessages,
  reachOutRequestSchema,
  type MessageResponse,
} from '@nourishwell/shared';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

/** §2.7 reach-out: name, email, concern; the thank-you toast stays 15 seconds. */
export function ReachOutForm() {
  const form = useSchemaForm(reachOutRequestSchema, { name: '', email: '', concern: '' });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setPending(true);
    setFailure(null);
    try {
      await apiFetch<MessageResponse>('/reachout', { method: 'POST', body: input, auth: false });
      toast.success(publicMessages.reachOutThanks, { duration: 15_000 });
      form.reset();
    } catch (error) {
      if (!(error instanceof ApiError && form.showServerErrors(error.details))) {
        const message = error instanceof ApiError ? error.message : messages.generic.tryAgain;
        setFailure(message);
        toast.error(message);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Reach out to us">
      <TextField
        label="Name"
        autoComplete="name"
        value={form.values.name}
        onChange={(e) => form.set('name', e.target.value)}
        error={form.errors.name}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={(e) => form.set('email', e.target.value)}
        error={form.errors.email}
      />
      <TextAreaField
        label="How can we help?"
        value={form.values.concern}
        maxLength={2000}
        onChange={(e) => form.set('concern', e.target.value)}
        error={form.errors.concern}
      />
      <FormAlert message={failure} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
