import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { NoteDraftInput, SessionNoteRecord } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { DiagnosesFields } from './diagnoses-fields.tsx';
import { FiguresSummary } from './figures-summary.tsx';
import { noteTemplatesQuery, useSaveNoteDraft, useSignNote } from './notes-api.ts';

type Draft = Required<
  Pick<NoteDraftInput, 'assessment' | 'intervention' | 'monitoring' | 'summary'>
> &
  Pick<SessionNoteRecord, 'diagnoses' | 'templateId'> & { nextSessionOn: string };

const draftOf = (note: SessionNoteRecord): Draft => ({
  templateId: note.templateId,
  assessment: note.assessment,
  diagnoses: note.diagnoses,
  intervention: note.intervention,
  monitoring: note.monitoring,
  summary: note.summary,
  nextSessionOn: note.nextSessionOn ?? '',
});

/**
 * The note's parts: Assessment (her figures shown above it), Diagnosis as PES statements,
 * Intervention, Monitoring and evaluation, and the summary the session's notes show.
 * "Save draft" keeps it editable; "Sign note" asks first, since a signed note never
 * changes again.
 */
export function NoteForm({ note, onClose }: { note: SessionNoteRecord; onClose: () => void }) {
  const t = useT();
  const { appointmentId } = note;
  const templates = useQuery(noteTemplatesQuery());
  const save = useSaveNoteDraft();
  const sign = useSignNote();
  const [draft, setDraft] = useState<Draft>(() => draftOf(note));
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const applyTemplate = (id: string) => {
    const template = templates.data?.find((x) => String(x.id) === id);
    if (!template) return set('templateId', null);
    setDraft({
      ...draft,
      templateId: template.id,
      assessment: draft.assessment || template.assessment,
      intervention: draft.intervention || template.intervention,
      monitoring: draft.monitoring || template.monitoring,
      diagnoses:
        draft.diagnoses.length === 0 && template.diagnosis
          ? [{ problem: template.diagnosis, etiology: '', signs: '' }]
          : draft.diagnoses,
    });
  };

  async function run(work: () => Promise<unknown>, done: string) {
    setFailure(null);
    try {
      await work();
      toast.success(done);
      onClose();
    } catch (error) {
      setFailure(apiMessageOr(t('sessionNotes.saveFailed'))(error));
      setConfirming(false);
    }
  }
  const body = () => ({ ...draft, nextSessionOn: draft.nextSessionOn || null });
  const saveDraft = () =>
    run(
      () => save.mutateAsync({ params: { appointmentId }, body: body() }),
      t('sessionNotes.saved'),
    );
  const signNote = () =>
    run(async () => {
      await save.mutateAsync({ params: { appointmentId }, body: body() });
      await sign.mutateAsync({ params: { appointmentId } });
    }, t('sessionNotes.signed'));

  const pending = save.isPending || sign.isPending;
  const completed = note.appointmentStatus === 'completed';
  if (confirming)
    return (
      <div className="space-y-4">
        <p className="text-stone-800">{t('sessionNotes.signConfirm')}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('sessionNotes.back')}
          </Button>
          <Button onClick={signNote} disabled={pending}>
            {pending ? t('sessionNotes.signing') : t('sessionNotes.signNow')}
          </Button>
        </div>
      </div>
    );
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="space-y-4">
      {templates.data && templates.data.length > 0 && (
        <SelectField
          label={t('sessionNotes.template')}
          value={draft.templateId === null ? '' : String(draft.templateId)}
          onChange={(e) => applyTemplate(e.target.value)}
        >
          <option value="">{t('sessionNotes.noTemplate')}</option>
          {templates.data.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </SelectField>
      )}
      <FiguresSummary figures={note.figures} />
      <TextAreaField
        label={t('sessionNotes.assessment')}
        rows={3}
        maxLength={4000}
        value={draft.assessment}
        onChange={(e) => set('assessment', e.target.value)}
      />
      <DiagnosesFields value={draft.diagnoses} onChange={(d) => set('diagnoses', d)} />
      <TextAreaField
        label={t('sessionNotes.intervention')}
        rows={3}
        maxLength={4000}
        value={draft.intervention}
        onChange={(e) => set('intervention', e.target.value)}
      />
      <TextAreaField
        label={t('sessionNotes.monitoring')}
        rows={3}
        maxLength={4000}
        value={draft.monitoring}
        onChange={(e) => set('monitoring', e.target.value)}
      />
      <TextField
        label={t('sessionNotes.nextSessionOn')}
        type="date"
        value={draft.nextSessionOn}
        onChange={(e) => set('nextSessionOn', e.target.value)}
      />
      <TextAreaField
        label={t('sessionNotes.summary')}
        rows={3}
        maxLength={4000}
        value={draft.summary}
        onChange={(e) => set('summary', e.target.value)}
      />
      <FormAlert message={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('sessionNotes.cancel')}
        </Button>
        <Button variant="secondary" onClick={saveDraft} disabled={pending}>
          {save.isPending ? t('sessionNotes.saving') : t('sessionNotes.saveDraft')}
        </Button>
        {completed && (
          <Button onClick={() => setConfirming(true)} disabled={pending}>
            {t('sessionNotes.sign')}
          </Button>
        )}
      </div>
    </form>
  );
}
