import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { callApi } from '#web/lib/api.ts';
import { outboxFor } from '#web/lib/offline/outbox.ts';
import { clearSession } from '#web/lib/session.ts';

/** "1 entry is", "3 entries are": what waits, for the sentence below. */
export const waitingText = (count: number) => (count === 1 ? '1 entry is' : `${count} entries are`);

/**
 * Ends this session on the server too (issue 18), best effort: the token is read as the
 * call starts, so the credentials can go at once, and a failed call changes nothing here.
 */
export function endSession(): void {
  void callApi('logout', {}, { redirectOnAuthError: false }).catch(() => undefined);
  clearSession();
}

/**
 * Logout, unless what she logged offline is still waiting on this phone: then she is told
 * first, since it is only sent when she signs in here again (the outbox never sends one
 * person's writes as another's). Nothing is deleted either way.
 */
export function useSignOut(userId: number | undefined) {
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(0);

  const signOut = () => {
    setWaiting(0);
    endSession();
    navigate('/login', { replace: true });
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
      title="Sign out with entries not sent?"
      description={`${waitingText(waiting)} still waiting on this phone for a connection. They are kept here and sent the next time you sign in on this phone.`}
    >
      <ConfirmActions
        onCancel={() => setWaiting(0)}
        onConfirm={signOut}
        label="Sign out"
        cancelLabel="Stay signed in"
      />
    </Modal>
  );

  return { requestSignOut, dialog };
}
