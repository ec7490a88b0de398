import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { outboxFor } from '#web/lib/offline/outbox.ts';
import { endSession } from './end-session.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';

/**
 * Logout, unless what she logged offline is still waiting on this phone: then she is told
 * first, since it is only sent when she signs in here again (the outbox never sends one
 * person's writes as another's). Nothing is deleted either way.
 */
export function useSignOut(userId: number | undefined) {
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const [waiting, setWaiting] = useState(0);

  // Back to the sign-in page in her language.
  const signOut = () => {
    setWaiting(0);
    endSession();
    navigate(locale === 'hi' ? '/hi/login' : '/login', { replace: true });
  };

  const requestSignOut = async () => {
    const items =
      userId === undefined || typeof indexedDB === 'undefined'
        ? []
        : await outboxFor(userId).catch(() => []);
    if (items.length === 0) signOut();
    else setWaiting(items.length);
  };

  const dialog = (
    <Modal
      open={waiting > 0}
      onOpenChange={(open) => !open && setWaiting(0)}
      title={t('shell.signOutWaitingTitle')}
      description={t('shell.signOutWaiting', { count: waiting })}
    >
      <ConfirmActions
        onCancel={() => setWaiting(0)}
        onConfirm={signOut}
        label={t('shell.signOut')}
        cancelLabel={t('shell.staySignedIn')}
      />
    </Modal>
  );

  return { requestSignOut, dialog };
}
