import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * Asks before she leaves a plan with unsaved changes: inside the app (React Router's
 * blocker, with Stay and Leave) and when the tab is closed or reloaded (the browser's own
 * question; browsers show their own words there).
 */
export function UnsavedChanges({ when }: { when: boolean }) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && blocker.reset()}
      title={t('planBuilder.unsavedDialog.title')}
      description={t('planBuilder.unsavedDialog.description')}
    >
      <ConfirmActions
        onCancel={() => blocker.reset()}
        cancelLabel={t('planBuilder.unsavedDialog.stay')}
        onConfirm={() => blocker.proceed()}
        label={t('planBuilder.unsavedDialog.leave')}
        danger
      />
    </Modal>
  );
}
