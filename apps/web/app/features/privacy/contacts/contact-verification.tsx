import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  contactCodeInputSchema,
  contactTexts,
  type ContactKind,
  type VerifiedContacts,
} from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import {
  useConfirmContactCode,
  useSendContactCode,
  verifiedContactsQuery,
} from './contacts-api.ts';

const labels: Record<ContactKind, string> = { phone: 'Phone', email: 'Email' };

/**
 * Issue 30: her phone and email, each "Verified" or with a Verify action that sends a code
 * and shows the form to enter it. Only a verified contact links what she sent before her
 * account (an enquiry, a payment request) to her export and erasure.
 */
export function ContactVerification() {
  const contacts = useQuery(verifiedContactsQuery());
  return (
    <section aria-labelledby="contacts-heading" className="mt-6 space-y-3 border-t pt-5">
      <h3 id="contacts-heading" className="font-semibold text-stone-900">
        Verified phone and email
      </h3>
      <p className="text-sm text-stone-600">{contactTexts.explained}</p>
      {contacts.isPending ? (
        <p role="status">Loading…</p>
      ) : contacts.isError ? (
        <QueryError message={contactTexts.loadFailed} onRetry={() => void contacts.refetch()} />
      ) : (
        <ul className="space-y-3">
          {(['phone', 'email'] as const).map((contact) => (
            <ContactRow key={contact} contact={contact} state={contacts.data[contact]} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ContactRow({
  contact,
  state,
}: {
  contact: ContactKind;
  state: VerifiedContacts[ContactKind];
}) {
  const send = useSendContactCode();
  const [codeSent, setCodeSent] = useState(false);
  const sendCode = () =>
    send.mutate(
      { params: { contact } },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setCodeSent(true);
        },
        onError: (error) => toast.error(apiMessageOr(contactTexts.sendFailed)(error)),
      },
    );
  return (
    <li className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-stone-700">
          {labels[contact]}: <span className="font-medium">{state.value ?? 'Not given'}</span>
        </span>
        {state.verifiedAt ? (
          <Badge tone="green">{contactTexts.verified}</Badge>
        ) : state.value ? (
          <Button variant="secondary" disabled={send.isPending} onClick={sendCode}>
            {codeSent ? contactTexts.sendAgain : contactTexts.verify(contact)}
          </Button>
        ) : null}
      </div>
      {codeSent && !state.verifiedAt && (
        <CodeForm contact={contact} onVerified={() => setCodeSent(false)} />
      )}
    </li>
  );
}

function CodeForm({ contact, onVerified }: { contact: ContactKind; onVerified: () => void }) {
  const confirm = useConfirmContactCode();
  const form = useApiForm(
    contactCodeInputSchema,
    { code: '' },
    { failureText: apiMessageOr(contactTexts.confirmFailed) },
  );
  const onSubmit = form.submit(async (body) => {
    await confirm.mutateAsync({ params: { contact }, body });
    toast.success(contactTexts.confirmed(contact));
    onVerified();
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`${contactTexts.verify(contact)} code`}
      className="flex flex-wrap items-end gap-3"
    >
      <TextField
        label={contactTexts.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field('code')}
      />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Checking…' : contactTexts.confirm}
      </Button>
      <FormAlert message={form.failure} />
    </form>
  );
}
