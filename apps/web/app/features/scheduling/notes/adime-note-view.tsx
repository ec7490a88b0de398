import { useState } from 'react';
import { toast } from 'sonner';
import type { SessionNoteRecord } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useAddAddendum } from './notes-api.ts';

function Part({ label, text }: { label: string; text: string }) {
  if (!text) return null;
  return (
    <div>
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="break-words whitespace-pre-wrap text-stone-800">{text}</dd>
    </div>
  );
}

/** A note's ADIME parts, its signature and addenda, as her client page lists them. */
export function AdimeNoteView({ note }: { note: SessionNoteRecord }) {
  const t = useT();
  const diagnoses = note.diagnoses
    .map((d) =>
      [
        d.problem,
        d.etiology && t('sessionNotes.relatedTo', { text: d.etiology }),
        d.signs && t('sessionNotes.evidencedBy', { text: d.signs }),
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join('\n');
  return (
    <div className="space-y-2">
      <dl className="space-y-2">
        <Part label={t('sessionNotes.assessment')} text={note.assessment} />
        <Part label={t('sessionNotes.diagnosis')} text={diagnoses} />
        <Part label={t('sessionNotes.intervention')} text={note.intervention} />
        <Part label={t('sessionNotes.monitoring')} text={note.monitoring} />
      </dl>
      {note.signedAt && (
        <p className="text-sm text-emerald-800">
          {t('sessionNotes.signedBy', {
            name: note.signedName ?? '',
            when: formatDateTime(note.signedAt),
          })}
        </p>
      )}
      {note.addenda.length > 0 && (
        <ul
          aria-label={t('sessionNotes.addenda')}
          className="space-y-1 border-l-2 border-stone-300 pl-3"
        >
          {note.addenda.map((a) => (
            <li key={a.id} className="text-sm">
              <span className="font-semibold">
                {t('sessionNotes.addendumBy', {
                  name: a.authorName,
                  when: formatDateTime(a.createdAt),
                })}
              </span>{' '}
              <span className="break-words whitespace-pre-wrap">{a.text}</span>
            </li>
          ))}
        </ul>
      )}
      {note.signedAt && <AddendumForm appointmentId={note.appointmentId} />}
    </div>
  );
}

/** A correction to a signed note: added below it, the note stays as signed. */
function AddendumForm({ appointmentId }: { appointmentId: number }) {
  const t = useT();
  const add = useAddAddendum();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('sessionNotes.addAddendum')}
      </Button>
    );
  const submit = async () => {
    setFailure(null);
    try {
      await add.mutateAsync({ params: { appointmentId }, body: { text } });
      toast.success(t('sessionNotes.addendumAdded'));
      setText('');
      setOpen(false);
    } catch (error) {
      setFailure(apiMessageOr(t('sessionNotes.saveFailed'))(error));
    }
  };
  return (
    <div className="space-y-2">
      <TextAreaField
        label={t('sessionNotes.addendum')}
        rows={2}
        maxLength={4000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('sessionNotes.cancel')}
        </Button>
        <Button onClick={() => void submit()} disabled={add.isPending || text.trim() === ''}>
          {t('sessionNotes.saveAddendum')}
        </Button>
      </div>
    </div>
  );
}
