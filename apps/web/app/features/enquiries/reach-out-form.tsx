import { toast } from 'sonner';
import { reachOutRequestSchema } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { api } from '#web/lib/api.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import {
  islandSayError,
  say,
  type IslandErrors,
  type IslandTexts,
} from '#web/lib/i18n/island-texts.tsx';

/**
 * The /reachout form: name, email, concern; the thank-you toast stays 15 seconds. An island:
 * its texts come as a prop in the page's language (`enquiries.reachOut.*`), and on a Hindi
 * page the error texts its own checks may say (`errors`).
 */
export function ReachOutForm({ texts, errors }: { texts: IslandTexts; errors?: IslandErrors }) {
  const form = useApiForm(
    reachOutRequestSchema,
    { name: '', email: '', concern: '' },
    {
      failureText: apiMessageOr(say(texts, 'enquiries.reachOut.failed')),
      sayError: islandSayError(errors),
    },
  );

  const onSubmit = form.submit(async (body) => {
    await api.reachOut({ body });
    toast.success(say(texts, 'enquiries.reachOut.thanks'), { duration: 15_000 });
    form.reset();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={say(texts, 'enquiries.reachOut.form')}
    >
      <TextField
        label={say(texts, 'enquiries.reachOut.name')}
        autoComplete="name"
        {...form.field('name')}
      />
      <TextField
        label={say(texts, 'enquiries.reachOut.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <TextAreaField
        label={say(texts, 'enquiries.reachOut.concern')}
        maxLength={2000}
        {...form.field('concern')}
      />
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending
          ? say(texts, 'enquiries.reachOut.sending')
          : say(texts, 'enquiries.reachOut.submit')}
      </Button>
    </form>
  );
}
