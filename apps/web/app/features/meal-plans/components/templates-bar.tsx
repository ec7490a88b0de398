import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  nutritionistMessages,
  type TemplateDetail,
  type TemplateSummary,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
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
  const templates = useQuery(templatesQuery());
  const [chosenId, setChosenId] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const list = templates.data ?? [];
  const chosen = list.find((t) => String(t.id) === chosenId) ?? list[0];
  const close = () => setOpen(null);

  return (
    <Card
      title="Templates"
      action={
        <Button
          variant="secondary"
          disabled={weekIsEmpty(week)}
          onClick={() => setOpen({ kind: 'save' })}
        >
          Save week as template
        </Button>
      }
    >
      <div className="space-y-3">
        {templates.isLoading && <p role="status">Loading your templates…</p>}
        {templates.isError && (
          <QueryError
            message={nutritionistMessages.sectionFailed('your templates')}
            onRetry={() => void templates.refetch()}
          />
        )}
        {templates.data && list.length === 0 && (
          <p className="text-sm text-stone-700">
            No templates yet. Save a week you build as a template to start the next client from it.
          </p>
        )}
        {chosen && (
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 basis-56">
              <SelectField
                label="Your templates"
                value={String(chosen.id)}
                onChange={(event) => setChosenId(event.target.value)}
              >
                {list.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} · {Math.round(t.weekAverage.kcal).toLocaleString('en-IN')} kcal a day
                  </option>
                ))}
              </SelectField>
            </div>
            <Button onClick={() => setOpen({ kind: 'apply', template: chosen })}>
              Apply template
            </Button>
            <Button variant="ghost" onClick={() => setOpen({ kind: 'delete', template: chosen })}>
              Delete template
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
