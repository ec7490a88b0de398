import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { LabRange, LabSetting } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { EmptyRow, Table } from '#web/components/ui/table.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import type { Translate } from '@nourishwell/shared';
import { labSettingsQuery, useResetLabSetting } from '../api/labs-api.ts';
import { LabRangeDialog } from './lab-range-dialog.tsx';
import { testName } from './lab-words.ts';

/** "Women 15+: 12–15.5", "Anyone: up to 99": one range in a line. */
function rangeLine(range: LabRange, t: Translate): string {
  const who = t(`labRanges.sexName.${range.sex}`);
  const { ageFrom: from, ageTo: to } = range;
  const ages =
    from !== undefined && to !== undefined
      ? t('labRanges.ages', { from, to })
      : from !== undefined
        ? t('labRanges.agesFrom', { from })
        : to !== undefined
          ? t('labRanges.agesTo', { to })
          : '';
  const bounds =
    range.low !== null && range.high !== null
      ? `${range.low}–${range.high}`
      : range.high !== null
        ? t('labRanges.upTo', { high: range.high })
        : t('labRanges.atLeast', { low: range.low ?? 0 });
  return `${who}${ages ? ` ${ages}` : ''}: ${bounds}`;
}

/** Back to the catalogue's ranges, after saying so. */
function ResetDialog({ setting, onClose }: { setting: LabSetting; onClose: () => void }) {
  const t = useT();
  const reset = useResetLabSetting();
  const name = testName(setting.code, { t });
  const confirm = async () => {
    try {
      await reset.mutateAsync({ params: { code: setting.code } });
      toast.success(t('labRanges.resetDone', { test: name }));
      onClose();
    } catch (error) {
      toast.error(apiMessageOr(t('labRanges.saveFailed'))(error));
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('labRanges.resetTitle', { test: name })}
    >
      <p className="text-stone-800">{t('labRanges.resetBody')}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={reset.isPending}>
          {t('labRanges.reset')}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * The admin's Lab ranges (issue 35): every catalogue test with the ranges and retest
 * interval the practice uses, to change one or bring back the defaults.
 */
export function LabRangesPanel() {
  const t = useT();
  const settings = useQuery(labSettingsQuery());
  const [editing, setEditing] = useState<LabSetting | null>(null);
  const [resetting, setResetting] = useState<LabSetting | null>(null);
  const head = (['test', 'unit', 'ranges', 'retest', 'actions'] as const).map((key) =>
    t(`labRanges.head.${key}`),
  );
  return (
    <div className="max-w-7xl space-y-4">
      <p className="text-stone-700">{t('labRanges.intro')}</p>
      {settings.isError && (
        <QueryError
          message={t('labRanges.loadFailed')}
          onRetry={() => void settings.refetch()}
          error={settings.error}
        />
      )}
      <Table caption={t('labRanges.title')} head={head} columnMin={72} stickyLastColumn>
        {settings.isPending && <EmptyRow colSpan={head.length}>{t('labRanges.loading')}</EmptyRow>}
        {settings.data?.map((setting) => {
          const name = testName(setting.code, { t });
          return (
            <tr key={setting.code}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-stone-900">
                {name} {setting.edited && <Badge tone="blue">{t('labRanges.edited')}</Badge>}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{setting.unit}</td>
              <td className="px-3 py-2">
                <ul>
                  {setting.ranges.map((range, index) => (
                    <li key={index}>{rangeLine(range, t)}</li>
                  ))}
                </ul>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {setting.retestDays === null
                  ? t('labRanges.never')
                  : t('labRanges.days', { days: setting.retestDays })}
              </td>
              <td className="px-3 py-2">
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    onClick={() => setEditing(setting)}
                    aria-label={t('labRanges.editOf', { test: name })}
                  >
                    {t('labRanges.edit')}
                  </Button>
                  {setting.edited && (
                    <Button
                      variant="ghost"
                      onClick={() => setResetting(setting)}
                      aria-label={t('labRanges.resetOf', { test: name })}
                    >
                      {t('labRanges.reset')}
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </Table>
      {editing && <LabRangeDialog setting={editing} onClose={() => setEditing(null)} />}
      {resetting && <ResetDialog setting={resetting} onClose={() => setResetting(null)} />}
    </div>
  );
}
