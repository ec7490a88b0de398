import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  LAB_TEST_CODES,
  labPanelInputSchema,
  unitsOf,
  type LabReport,
  type LabTestCode,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { formatDayIn } from '#web/components/charts/measurement-words.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { latestRecordDay } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { useRecordLabPanel } from '../api/labs-api.ts';
import { testName } from './lab-words.ts';

interface Row {
  key: number;
  code: LabTestCode | '';
  value: string;
  unit: string;
}

let rowKeys = 0;
const emptyRow = (): Row => ({ key: (rowKeys += 1), code: '', value: '', unit: '' });

/**
 * A panel as a lab prints it: the date taken, then as many tests as the report has, each
 * with the unit the lab used (converted by the server, the printed value kept beside). The
 * endpoint's own schema checks it first, so she reads the server's words ("HbA1c must be
 * a number between 3 and 20 %.") before sending; the future date and a value already there
 * that day are the server's to refuse.
 */
export function LabPanelForm({
  clientId,
  reports,
  reportId,
  onReportChange,
}: {
  clientId: number;
  /** Her reports awaiting reading, to link the values to the one they come from. */
  reports: readonly LabReport[];
  reportId: number | null;
  onReportChange: (id: number | null) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const today = latestRecordDay();
  const save = useRecordLabPanel();
  const [takenOn, setTakenOn] = useState(today);
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [failure, setFailure] = useState<string | null>(null);
  const change = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const filled = rows.filter((row) => row.code !== '' && row.value.trim() !== '');
    if (filled.length === 0) return setFailure(t('labEntry.form.needTest'));
    const body = {
      takenOn,
      labReportId: reportId,
      values: filled.map(({ code, value, unit }) => ({ code, value: Number(value), unit })),
    };
    const checked = labPanelInputSchema.safeParse(body);
    if (!checked.success) return setFailure(checked.error.issues[0]?.message ?? null);
    try {
      await save.mutateAsync({ params: { clientId }, body: checked.data });
      toast.success(t('labEntry.form.saved'));
      setRows([emptyRow()]);
    } catch (error) {
      setFailure(apiMessageOr(t('labEntry.form.failed'))(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('labEntry.form.takenOn')}
          type="date"
          min="1900-01-01"
          max={today}
          required
          value={takenOn}
          onChange={(event) => setTakenOn(event.target.value)}
        />
        {reports.length > 0 && (
          <SelectField
            label={t('labEntry.form.report')}
            value={reportId ?? ''}
            onChange={(event) =>
              onReportChange(event.target.value ? Number(event.target.value) : null)
            }
          >
            <option value="">{t('labEntry.form.noReport')}</option>
            {reports.map((report) => (
              <option key={report.id} value={report.id}>
                {report.fileName} · {formatDayIn(report.createdAt.slice(0, 10), locale)}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li key={row.key}>
            <fieldset className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
              <legend className="px-1 text-sm font-medium text-stone-700">
                {t('labEntry.form.row', { n: index + 1 })}
              </legend>
              <SelectField
                label={t('labEntry.form.test')}
                value={row.code}
                onChange={(event) => {
                  const code = event.target.value as LabTestCode | '';
                  change(row.key, { code, unit: code ? unitsOf(code)[0]! : '' });
                }}
              >
                <option value="">{t('labEntry.form.chooseTest')}</option>
                {LAB_TEST_CODES.map((code) => (
                  <option key={code} value={code}>
                    {testName(code, { t })}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('labEntry.form.value')}
                type="number"
                inputMode="decimal"
                step="any"
                value={row.value}
                onChange={(event) => change(row.key, { value: event.target.value })}
              />
              <SelectField
                label={t('labEntry.form.unit')}
                value={row.unit}
                disabled={row.code === ''}
                onChange={(event) => change(row.key, { unit: event.target.value })}
              >
                {(row.code ? unitsOf(row.code) : ['']).map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </SelectField>
              {rows.length > 1 && (
                <Button
                  variant="ghost"
                  onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                >
                  {t('labEntry.form.remove', { n: index + 1 })}
                </Button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setRows((all) => [...all, emptyRow()])}>
          {t('labEntry.form.add')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('labEntry.form.saving') : t('labEntry.form.save')}
        </Button>
      </div>
      <FormAlert message={failure} />
    </form>
  );
}
