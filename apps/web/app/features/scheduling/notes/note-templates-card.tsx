import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { NoteTemplate } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { noteTemplatesQuery, useUpdateNoteTemplate } from './notes-api.ts';
import { TemplateDialog } from './template-dialog.tsx';

/**
 * The practice's ADIME note templates (issue 35): add, change, or retire one after a
 * confirmation. Notes already started from a template keep their text.
 */
export function NoteTemplatesCard() {
  const t = useT();
  const templates = useQuery(noteTemplatesQuery());
  const update = useUpdateNoteTemplate();
  const [editing, setEditing] = useState<NoteTemplate | 'new' | null>(null);
  const [retiring, setRetiring] = useState<NoteTemplate | null>(null);
  const retire = async (template: NoteTemplate) => {
    try {
      await update.mutateAsync({
        params: { templateId: template.id },
        body: { ...template, retired: true },
      });
      toast.success(t('sessionNotes.retired'));
      setRetiring(null);
    } catch (error) {
      toast.error(apiMessageOr(t('sessionNotes.saveFailed'))(error));
    }
  };
  const add = (
    <Button variant="secondary" onClick={() => setEditing('new')}>
      {t('sessionNotes.newTemplate')}
    </Button>
  );
  return (
    <Card title={t('sessionNotes.templates')} action={add}>
      <SectionState read={templates} what={t('sessionNotes.templatesWhat')} />
      {templates.data?.length === 0 && (
        <p className="text-stone-700">{t('sessionNotes.noTemplates')}</p>
      )}
      {templates.data && templates.data.length > 0 && (
        <ul aria-label={t('sessionNotes.templates')} className="divide-y divide-stone-200">
          {templates.data.map((x) => (
            <li key={x.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-medium text-stone-900">{x.name}</span>
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  aria-label={t('sessionNotes.editNamed', { name: x.name })}
                  onClick={() => setEditing(x)}
                >
                  {t('sessionNotes.edit')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('sessionNotes.retireNamed', { name: x.name })}
                  onClick={() => setRetiring(x)}
                >
                  {t('sessionNotes.retire')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <TemplateDialog
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {retiring && (
        <Modal
          open
          onOpenChange={(open) => !open && setRetiring(null)}
          title={t('sessionNotes.retireTitle', { name: retiring.name })}
          description={t('sessionNotes.retireExplains')}
        >
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setRetiring(null)}>
              {t('sessionNotes.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => void retire(retiring)}
              disabled={update.isPending}
            >
              {t('sessionNotes.retire')}
            </Button>
          </div>
        </Modal>
      )}
    </Card>
  );
}
