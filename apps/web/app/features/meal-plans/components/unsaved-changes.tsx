import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';

/**
 * Asks before she leaves a plan with unsaved changes: inside the app (React Router's
 * blocker, with Stay and Leave) and when the tab is closed or reloaded (the browser's own
 * question; browsers show their own words there).
 */
export function UnsavedChanges({ when }: { when: boolean }) {
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
      title="Leave without saving?"
      description="The changes to this meal plan are not saved yet."
    >
      <ConfirmActions
        onCancel={() => blocker.reset()}
        cancelLabel="Stay and keep editing"
        onConfirm={() => blocker.proceed()}
        label="Leave without saving"
        danger
      />
    </Modal>
  );
}
