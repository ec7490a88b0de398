import { useState } from 'react';
import { toast } from 'sonner';
import type { NoteTemplate } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useAddNoteTemplate, useUpdateNoteTemplate } from './notes-api.ts';

type Text = Omit<NoteTemplate, 'id'>;
const PARTS = ['assessment', 'diagnosis', 'intervention', 'monitoring'] as const;
const blank: Text = { name: '', assessment: '', diagnosis: '', intervention: '', monitoring: '' };

/** A new template, or a change to one: its name and each ADIME part's starting text. */
export function TemplateDialog({
  template,
  onClose,
}: {
  template: NoteTemplate | null;
  onClose: () => void;
}) {
  const t = useT();
  const add = useAddNoteTemplate();
  const update = useUpdateNoteTemplate();
  const [text, setText] = useState<Text>(template ?? blank);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    setFailure(null);
    try {
      if (template) await update.mutateAsync({ params: { templateId: template.id }, body: text });
      else await add.mutateAsync({ body: text });
      toast.success(t('sessionNotes.templateSaved'));
      onClose();
    } catch (error) {
      setFailure(apiMessageOr(t('sessionNotes.saveFailed'))(error));
    }
  };
  const label = {
    assessment: t('sessionNotes.assessment'),
    diagnosis: t('sessionNotes.diagnosis'),
    intervention: t('sessionNotes.intervention'),
    monitoring: t('sessionNotes.monitoring'),
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={template ? t('sessionNotes.editTemplate') : t('sessionNotes.newTemplate')}
    >
      <div className="space-y-4">
        <TextField
          label={t('sessionNotes.templateName')}
          maxLength={80}
          required
          value={text.name}
          onChange={(e) => setText({ ...text, name: e.target.value })}
        />
        {PARTS.map((part) => (
          <TextAreaField
            key={part}
            label={label[part]}
            rows={2}
            maxLength={4000}
            value={text[part]}
            onChange={(e) => setText({ ...text, [part]: e.target.value })}
          />
        ))}
        <FormAlert message={failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('sessionNotes.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={add.isPending || update.isPending}>
            {t('sessionNotes.saveTemplate')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
