import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { completeAppointmentSchema } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useCompleteAppointment } from '#web/features/scheduling/api/appointments-api.ts';
import type { ClientDialogProps } from '#web/components/ui/dialog-props.ts';
import { instantFromLocal } from '#web/lib/forms/local-instant.ts';
import { clientPagePath } from '#web/components/ui/client-link.tsx';
import { Confetti } from './confetti.tsx';

const notesForm = completeAppointmentSchema.pick({ notes: true, nextSession: true });

/**
 * Completing a session on My Appointments: notes, and the next session date if one is agreed,
 * which must lie ahead (docs/product.md, "Sessions completed from their day").
 * The row's Complete completes her next session; the session list names its own start.
 */
export function MeetingNotesDialog({
  me,
  client,
  scheduledAt = client.nextSession,
  onClose,
}: ClientDialogProps & { scheduledAt?: string | null }) {
  const t = useT();
  const complete = useCompleteAppointment();
  const navigate = useNavigate();
  const form = useApiForm(
    notesForm,
    { notes: '', nextSession: '' },
    {
      prepare: ({ notes, nextSession }) => ({
        notes,
        nextSession: nextSession ? instantFromLocal(nextSession) : null,
      }),
      failureText: () => t('scheduling.completeFailed'),
    },
  );

  // Issue 35: "Complete and open note" goes on to her page with the session's ADIME note open.
  const submitThen = (openNote: boolean) =>
    form.submit(async ({ notes, nextSession }) => {
      await complete.mutateAsync({
        body: {
          clientId: client.id,
          nutritionistId: me,
          notes,
          ...(scheduledAt ? { scheduledAt } : {}),
          nextSession: nextSession ?? null,
        },
      });
      toast.success(t('scheduling.completed', { name: client.name }));
      onClose();
      if (openNote) void navigate(`${clientPagePath(client.id)}?note=latest`);
    });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('scheduling.notesTitle')}
      description={t('scheduling.sessionWith', { name: client.name })}
    >
      <Confetti />
      <form noValidate onSubmit={submitThen(false)} className="space-y-4">
        <TextAreaField label={t('scheduling.notes')} maxLength={4000} {...form.field('notes')} />
        <TextField
          label={t('scheduling.nextSessionOptional')}
          type="datetime-local"
          {...form.field('nextSession')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('scheduling.cancel')}
          </Button>
          <Button
            variant="secondary"
            disabled={form.watch('notes').trim() === '' || form.pending}
            onClick={submitThen(true)}
          >
            {t('sessionNotes.completeAndOpen')}
          </Button>
          <Button type="submit" disabled={form.watch('notes').trim() === '' || form.pending}>
            {form.pending ? t('scheduling.savingDots') : t('scheduling.submitNotes')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
