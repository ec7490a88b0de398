import { useState, type ReactNode } from 'react';
import { RECORD_FILE_ACCEPT, type IntakeFile } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FileField } from '#web/components/ui/file-field.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import type { Draft, DraftFile } from './answer-values.ts';

/** Uploads her file to one question of her form; the server keeps it as the draft answer. */
export type UploadFile = (questionId: string, file: File) => Promise<IntakeFile>;

const isFile = (value: Draft[string] | undefined): value is DraftFile =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A file question: a PDF or a photo chosen from her phone, or a photo taken there and then
 * (`capture`). The file goes up as soon as she picks it; once uploaded she sees its name
 * and may replace it. Without `upload` (the builder's preview) the pickers are disabled.
 */
export function FileQuestion({
  id,
  label,
  notes,
  value,
  upload,
  onChange,
  describedBy,
}: {
  id: string;
  label: ReactNode;
  notes: ReactNode;
  value: Draft[string] | undefined;
  upload?: (file: File) => Promise<IntakeFile>;
  onChange: (value: Draft[string]) => void;
  describedBy?: string;
}) {
  const t = useT();
  const [replacing, setReplacing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const uploaded = isFile(value) ? value : null;

  async function pick(file: File | null) {
    if (!file || !upload) return;
    setBusy(true);
    setFailure(null);
    try {
      const stored = await upload(file);
      onChange({ fileId: stored.fileId, fileName: stored.fileName });
      setReplacing(false);
    } catch (error) {
      setFailure(apiMessageOr(t('intake.file.failed'))(error));
    } finally {
      setBusy(false);
    }
  }

  const failureId = `${id}-failure`;
  const described = [describedBy, failure ? failureId : null].filter(Boolean).join(' ');
  const picker = (
    suffix: string,
    text: string,
    extra: { accept: string; capture?: 'environment' },
  ) => (
    <FileField
      id={`${id}-${suffix}`}
      label={text}
      disabled={!upload || busy}
      describedBy={described || undefined}
      invalid={Boolean(failure)}
      onPick={(file) => void pick(file)}
      {...extra}
    />
  );

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-base font-medium text-stone-900">{label}</legend>
      {uploaded && (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm break-all text-stone-800">
            {uploaded.fileName
              ? t('intake.file.uploaded', { name: uploaded.fileName })
              : t('intake.file.uploadedBefore')}
          </p>
          {!replacing && (
            <Button variant="secondary" onClick={() => setReplacing(true)} disabled={!upload}>
              {t('intake.file.replace')}
            </Button>
          )}
        </div>
      )}
      {(!uploaded || replacing) && (
        <>
          {picker('file', t('intake.file.choose'), { accept: RECORD_FILE_ACCEPT })}
          {picker('camera', t('intake.file.camera'), {
            accept: 'image/*',
            capture: 'environment',
          })}
        </>
      )}
      {busy && (
        <p role="status" className="text-sm text-stone-700">
          {t('intake.file.uploading')}
        </p>
      )}
      {failure && (
        <p id={failureId} className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      {notes}
    </fieldset>
  );
}
