import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { RECORD_FILE_ACCEPT } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FileField } from '#web/components/ui/file-field.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { latestRecordDay } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useUploadLabReport } from '../api/labs-api.ts';

/**
 * She sends a report for her nutritionist to read: a PDF or a photo of the page chosen
 * from her phone, or a photo taken there and then (the camera input, `capture`), with the
 * date taken if she knows it. The server checks the bytes and re-encodes a photo.
 */
export function LabUploadForm({ clientId }: { clientId: number }) {
  const t = useT();
  const today = latestRecordDay();
  const upload = useUploadLabReport();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [takenOn, setTakenOn] = useState('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!file) return setFailure(t('labs.upload.chooseFile'));
    const body = new FormData();
    body.append('takenOn', takenOn);
    body.append('note', note);
    body.append('report', file, file.name);
    try {
      await upload.mutateAsync({ params: { clientId }, body });
      toast.success(t('labs.upload.done'));
      form.current?.reset();
      setFile(null);
      setTakenOn('');
      setNote('');
    } catch (error) {
      setFailure(apiMessageOr(t('labs.upload.failed'))(error));
    }
  }

  return (
    <section
      aria-labelledby="lab-upload"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="lab-upload" className="text-lg font-semibold text-stone-900">
        {t('labs.upload.title')}
      </h2>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FileField
          id="lab-report-file"
          label={t('labs.upload.file')}
          hint={t('labs.upload.hint')}
          accept={RECORD_FILE_ACCEPT}
          onPick={setFile}
        />
        <FileField
          id="lab-report-camera"
          label={t('labs.upload.camera')}
          accept="image/*"
          capture="environment"
          onPick={setFile}
        />
        {file && (
          <p role="status" className="text-sm break-all text-stone-800">
            {t('labs.upload.chosen', { name: file.name })}
          </p>
        )}
        <TextField
          label={t('labs.upload.takenOn')}
          type="date"
          min="1900-01-01"
          max={today}
          value={takenOn}
          onChange={(event) => setTakenOn(event.target.value)}
        />
        <TextAreaField
          label={t('labs.upload.note')}
          maxLength={500}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormAlert message={failure} />
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? t('labs.upload.sending') : t('labs.upload.submit')}
        </Button>
      </form>
    </section>
  );
}
