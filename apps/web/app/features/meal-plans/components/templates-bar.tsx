import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TemplateDetail, TemplateSummary } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { templatesQuery } from '#web/features/meal-plans/api/meal-plan-api.ts';
import type { EditorWeek } from '#web/features/meal-plans/editor/plan-editor.ts';
import { weekIsEmpty } from '#web/features/meal-plans/editor/plan-editor.ts';
import {
  ApplyTemplateDialog,
  DeleteTemplateDialog,
  SaveTemplateDialog,
} from './template-dialogs.tsx';

type Open = { kind: 'save' } | { kind: 'apply' | 'delete'; template: TemplateSummary } | null;

/** Her template library beside the week: save this week as one, apply or delete one. */
export function TemplatesBar({
  week,
  onApply,
}: {
  week: EditorWeek;
  onApply: (detail: TemplateDetail) => void;
}) {
  const t = useT();
  const templates = useQuery(templatesQuery());
  const [chosenId, setChosenId] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const list = templates.data ?? [];
  const chosen = list.find((item) => String(item.id) === chosenId) ?? list[0];
  const close = () => setOpen(null);

  return (
    <Card
      title={t('planBuilder.templates.title')}
      action={
        <Button
          variant="secondary"
          disabled={weekIsEmpty(week)}
          onClick={() => setOpen({ kind: 'save' })}
        >
          {t('planBuilder.templates.saveWeek')}
        </Button>
      }
    >
      <div className="space-y-3">
        {templates.isLoading && <p role="status">{t('planBuilder.templates.loadingList')}</p>}
        {templates.isError && (
          <QueryError
            message={t('planBuilder.templates.listFailed')}
            onRetry={() => void templates.refetch()}
          />
        )}
        {templates.data && list.length === 0 && (
          <p className="text-sm text-stone-700">{t('planBuilder.templates.none')}</p>
        )}
        {chosen && (
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 basis-56">
              <SelectField
                label={t('planBuilder.templates.yours')}
                value={String(chosen.id)}
                onChange={(event) => setChosenId(event.target.value)}
              >
                {list.map((item) => (
                  <option key={item.id} value={item.id}>
                    {t('planBuilder.templates.option', {
                      name: item.name,
                      kcal: Math.round(item.weekAverage.kcal).toLocaleString('en-IN'),
                    })}
                  </option>
                ))}
              </SelectField>
            </div>
            <Button onClick={() => setOpen({ kind: 'apply', template: chosen })}>
              {t('planBuilder.templates.apply')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen({ kind: 'delete', template: chosen })}>
              {t('planBuilder.templates.delete')}
            </Button>
          </div>
        )}
        {open?.kind === 'save' && <SaveTemplateDialog week={week} onClose={close} />}
        {open?.kind === 'apply' && (
          <ApplyTemplateDialog template={open.template} onApply={onApply} onClose={close} />
        )}
      </div>
      {open?.kind === 'delete' && <DeleteTemplateDialog template={open.template} onClose={close} />}
    </Card>
  );
}
