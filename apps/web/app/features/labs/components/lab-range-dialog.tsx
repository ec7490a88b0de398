import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  LAB_RANGE_SEXES,
  labSettingInputSchema,
  type LabRange,
  type LabSetting,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useSaveLabSetting } from '../api/labs-api.ts';
import { testName } from './lab-words.ts';

type Row = Record<'sex' | 'ageFrom' | 'ageTo' | 'low' | 'high', string>;

/** A range's figures, each labelled by the catalogue's `labRanges.<key>`. */
const NUMBERS = [
  { key: 'ageFrom', decimal: false },
  { key: 'ageTo', decimal: false },
  { key: 'low', decimal: true },
  { key: 'high', decimal: true },
] as const;

const toRow = (r: LabRange): Row => ({
  sex: r.sex,
  ageFrom: r.ageFrom?.toString() ?? '',
  ageTo: r.ageTo?.toString() ?? '',
  low: r.low?.toString() ?? '',
  high: r.high?.toString() ?? '',
});
const number = (text: string) => (text.trim() === '' ? null : Number(text));
const toRange = (row: Row) => ({
  sex: row.sex as LabRange['sex'],
  ...(row.ageFrom ? { ageFrom: Number(row.ageFrom) } : {}),
  ...(row.ageTo ? { ageTo: Number(row.ageTo) } : {}),
  low: number(row.low),
  high: number(row.high),
});

/**
 * One test's reference ranges (by sex, and age where it matters) and its retest interval.
 * The first range that fits her is used, one for her sex before one for anyone.
 */
export function LabRangeDialog({ setting, onClose }: { setting: LabSetting; onClose: () => void }) {
  const t = useT();
  const save = useSaveLabSetting();
  const [rows, setRows] = useState<Row[]>(() => setting.ranges.map(toRow));
  const [retest, setRetest] = useState(setting.retestDays?.toString() ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const name = testName(setting.code, { t });
  const change = (index: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const body = { ranges: rows.map(toRange), retestDays: number(retest) };
    const checked = labSettingInputSchema.safeParse(body);
    if (!checked.success) return setFailure(checked.error.issues[0]?.message ?? null);
    try {
      await save.mutateAsync({ params: { code: setting.code }, body: checked.data });
      toast.success(t('labRanges.saved', { test: name }));
      onClose();
    } catch (error) {
      setFailure(apiMessageOr(t('labRanges.saveFailed'))(error));
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('labRanges.editTitle', { test: name })}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-stone-700">{t('labRanges.editHint', { unit: setting.unit })}</p>
        {rows.map((row, index) => (
          <fieldset
            key={index}
            className="grid grid-cols-2 gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-5"
          >
            <legend className="px-1 text-sm font-medium">
              {t('labRanges.range', { n: index + 1 })}
            </legend>
            <SelectField
              label={t('labRanges.sex')}
              value={row.sex}
              onChange={(e) => change(index, { sex: e.target.value })}
            >
              {LAB_RANGE_SEXES.map((sex) => (
                <option key={sex} value={sex}>
                  {t(`labRanges.sexName.${sex}`)}
                </option>
              ))}
            </SelectField>
            {NUMBERS.map(({ key, decimal }) => (
              <TextField
                key={key}
                label={t(`labRanges.${key}`)}
                type="number"
                inputMode={decimal ? 'decimal' : 'numeric'}
                step={decimal ? 'any' : '1'}
                value={row[key]}
                onChange={(e) => change(index, { [key]: e.target.value })}
              />
            ))}
            {rows.length > 1 && (
              <Button
                variant="ghost"
                className="col-span-2 sm:col-span-5 sm:justify-self-end"
                onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
              >
                {t('labRanges.removeRange', { n: index + 1 })}
              </Button>
            )}
          </fieldset>
        ))}
        <Button
          variant="secondary"
          onClick={() =>
            setRows((all) => [...all, { sex: 'any', ageFrom: '', ageTo: '', low: '', high: '' }])
          }
        >
          {t('labRanges.addRange')}
        </Button>
        <TextField
          label={t('labRanges.retestDays')}
          hint={t('labRanges.retestHint')}
          type="number"
          inputMode="numeric"
          value={retest}
          onChange={(e) => setRetest(e.target.value)}
        />
        <FormAlert message={failure} />
        <DialogActions onCancel={onClose} pending={save.isPending} />
      </form>
    </Modal>
  );
}
