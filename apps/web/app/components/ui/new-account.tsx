import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { RequiredNote, TextField } from './field.tsx';
import { Modal } from './modal.tsx';
import { TemporaryPassword, type NewAccount } from './temporary-password.tsx';

/**
 * A dialog that adds a login (a client or a nutritionist): its form until the account is
 * made, then the temporary password in the form's place, under `createdTitle`.
 */
export function NewAccountModal({
  title,
  createdTitle,
  created,
  wide,
  onClose,
  children,
}: {
  title: string;
  createdTitle: string;
  created: NewAccount | null;
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={created ? createdTitle : title}
      wide={wide}
    >
      {created ? <TemporaryPassword account={created} onDone={onClose} /> : children}
    </Modal>
  );
}

/** What `useApiForm`'s `field(name)` gives: the registration and the field's message. */
type Bind = (name: 'name' | 'email') => UseFormRegisterReturn & { error?: string };

/** What every login's form opens with: the required-fields note, then name and email. */
export function AccountFields({ field }: { field: Bind }) {
  const t = useT();
  return (
    <>
      <RequiredNote />
      <TextField label={t('staffCommon.name')} required {...field('name')} />
      <TextField label={t('staffCommon.email')} type="email" required {...field('email')} />
    </>
  );
}
