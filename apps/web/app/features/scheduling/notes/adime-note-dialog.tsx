import { useQuery } from '@tanstack/react-query';
import { Modal } from '#web/components/ui/modal.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { NoteForm } from './note-form.tsx';
import { sessionNoteQuery } from './notes-api.ts';

/** A session's ADIME note (a prefilled draft until saved), in a dialog once it has loaded. */
export function AdimeNoteDialog({
  appointmentId,
  onClose,
}: {
  appointmentId: number;
  onClose: () => void;
}) {
  const t = useT();
  const note = useQuery(sessionNoteQuery(appointmentId));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('sessionNotes.title')}
      description={note.data ? formatDateTime(note.data.scheduledAt) : undefined}
    >
      <SectionState read={note} what={t('sessionNotes.what')} />
      {note.data && <NoteForm note={note.data} onClose={onClose} />}
    </Modal>
  );
}
