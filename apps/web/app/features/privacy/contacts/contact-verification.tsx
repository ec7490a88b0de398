import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  CONTACT_CODE,
  contactCodeInputSchema,
  type ContactKind,
  type MessageKey,
  type VerifiedContacts,
} from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  useConfirmContactCode,
  useSendContactCode,
  verifiedContactsQuery,
} from './contacts-api.ts';

/** Each contact's words in the catalogue: its name, its Verify action, the code sent, done. */
const words: Record<ContactKind, Record<'label' | 'verify' | 'sent' | 'confirmed', MessageKey>> = {
  phone: {
    label: 'privacy.contacts.phone',
    verify: 'privacy.contacts.verifyPhone',
    sent: 'privacy.contacts.sentPhone',
    confirmed: 'privacy.contacts.confirmedPhone',
  },
  email: {
    label: 'privacy.contacts.email',
    verify: 'privacy.contacts.verifyEmail',
    sent: 'privacy.contacts.sentEmail',
    confirmed: 'privacy.contacts.confirmedEmail',
  },
};

/**
 * Issue 30: her phone and email, each "Verified" or with a Verify action that sends a code
 * and shows the form to enter it. Only a verified contact links what she sent before her
 * account (an enquiry, a payment request) to her export and erasure.
 */
export function ContactVerification() {
  const t = useT();
  const contacts = useQuery(verifiedContactsQuery());
  return (
    <section aria-labelledby="contacts-heading" className="mt-6 space-y-3 border-t pt-5">
      <h3 id="contacts-heading" className="font-semibold text-stone-900">
        {t('privacy.contacts.title')}
      </h3>
      <p className="text-sm text-stone-600">{t('privacy.contacts.explained')}</p>
      {contacts.isPending ? (
        <p role="status">{t('privacy.loading')}</p>
      ) : contacts.isError ? (
        <QueryError
          message={t('privacy.contacts.loadFailed')}
          onRetry={() => void contacts.refetch()}
        />
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
  const t = useT();
  const send = useSendContactCode();
  const [codeSent, setCodeSent] = useState(false);
  const sendCode = () =>
    send.mutate(
      { params: { contact } },
      {
        // The server's answer is in English; she reads the same words in her language.
        onSuccess: () => {
          toast.success(
            t(words[contact].sent, { digits: CONTACT_CODE.digits, minutes: CONTACT_CODE.minutes }),
          );
          setCodeSent(true);
        },
        onError: (error) => toast.error(apiMessageOr(t('privacy.contacts.sendFailed'))(error)),
      },
    );
  return (
    <li className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-stone-700">
          {t(words[contact].label)}:{' '}
          <span className="font-medium">{state.value ?? t('privacy.contacts.notGiven')}</span>
        </span>
        {state.verifiedAt ? (
          <Badge tone="green">{t('privacy.contacts.verified')}</Badge>
        ) : state.value ? (
          <Button variant="secondary" disabled={send.isPending} onClick={sendCode}>
            {codeSent ? t('privacy.contacts.sendAgain') : t(words[contact].verify)}
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
  const t = useT();
  const confirm = useConfirmContactCode();
  const form = useApiForm(
    contactCodeInputSchema,
    { code: '' },
    { failureText: apiMessageOr(t('privacy.contacts.confirmFailed')) },
  );
  const onSubmit = form.submit(async (body) => {
    await confirm.mutateAsync({ params: { contact }, body });
    toast.success(t(words[contact].confirmed));
    onVerified();
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('privacy.contacts.codeFor', { action: t(words[contact].verify) })}
      className="flex flex-wrap items-end gap-3"
    >
      <TextField
        label={t('privacy.contacts.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field('code')}
      />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t('privacy.contacts.checking') : t('privacy.contacts.confirm')}
      </Button>
      <FormAlert message={form.failure} />
    </form>
  );
}
