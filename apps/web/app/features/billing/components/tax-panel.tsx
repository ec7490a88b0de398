import { FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { downloadFile } from '#web/lib/download.ts';
import { localToday } from '#web/lib/format.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { GstDocumentsTable } from './gst-documents-table.tsx';
import { TaxSummaryFigures } from './tax-summary.tsx';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Invoices & Tax: a month's figures (GSTR-1's: by rate, CGST, SGST and IGST), its
 * documents, and the CSV for the accountant. The month starts at this one.
 */
export function TaxPanel() {
  const t = useT();
  const [month, setMonth] = useState(() => localToday().slice(0, 7));
  const [saving, setSaving] = useState(false);
  const summaryId = useId();
  const documentsId = useId();
  const csv = async () => {
    setSaving(true);
    try {
      await downloadFile('taxSummaryCsv', { query: { month } });
    } catch (error) {
      toast.error(apiMessageOr(t('billingAdmin.tax.csvFailed'))(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-56">
          <TextField
            label={t('billingAdmin.tax.month')}
            type="month"
            value={month}
            onChange={(event) => MONTH.test(event.target.value) && setMonth(event.target.value)}
          />
        </div>
        <Button variant="secondary" disabled={saving} onClick={() => void csv()}>
          <FileSpreadsheet aria-hidden size={18} /> {t('billingAdmin.tax.downloadCsv')}
        </Button>
      </div>
      {/* Sections, not cards: the documents' ten columns need the page's whole width to
          show at 1280 px. */}
      <section aria-labelledby={summaryId} className="space-y-3">
        <h2 id={summaryId} className="text-lg font-semibold text-stone-900">
          {t('billingAdmin.tax.summaryTitle')}
        </h2>
        <TaxSummaryFigures month={month} />
      </section>
      <section aria-labelledby={documentsId} className="space-y-3">
        <h2 id={documentsId} className="text-lg font-semibold text-stone-900">
          {t('billingAdmin.tax.documentsTitle')}
        </h2>
        <GstDocumentsTable month={month} />
      </section>
    </div>
  );
}
