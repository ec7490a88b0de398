import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { CaseloadClient } from '@nourishwell/shared';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useCompleteAppointment } from '../api/nutritionist-api.ts';
import { Confetti } from './confetti.tsx';

/** Completing a session (§2.12, D5): notes, and the next session date if one is agreed. */
export function MeetingNotesDialog({
  me,
  client,
  onClose,
}: {
  me: number;
  client: CaseloadClient;
  onClose: () => void;
}) {
  const [notes, setNotes] = useState('');
  const [next, setNext] = useState('');
  const complete = useCompleteAppointment();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await complete.mutateAsync({
        clientId: client.id,
        nutritionistId: me,
        notes,
        ...(client.nextSession ? { scheduledAt: client.nextSession } : {}),
        nextSession: next ? new Date(next).toISOString() : null,
      });
      toast.success(`Session with ${client.name} completed`);
      onClose();
    } catch {
      toast.error('Could not complete appointment');
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Meeting Notes"
      description={`Session with ${client.name}`}
    >
      <Confetti />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextAreaField
          label="Notes"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          maxLength={4000}
        />
        <TextField
          label="Next session (optional)"
          type="datetime-local"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={notes.trim() === '' || complete.isPending}>
            {complete.isPending ? 'Saving...' : 'Submit Notes'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
