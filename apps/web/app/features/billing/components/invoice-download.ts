import { toast } from 'sonner';
import type { Translate } from '@nourishwell/shared';
import { downloadFile } from '#web/lib/download.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';

/** Saves an invoice's or credit note's PDF, fetched with her token; a failure is a toast. */
export async function downloadDocumentPdf(t: Translate, invoiceId: number) {
  try {
    await downloadFile('invoicePdf', { params: { invoiceId } });
  } catch (error) {
    toast.error(apiMessageOr(t('billingAdmin.pdfFailed'))(error));
  }
}
