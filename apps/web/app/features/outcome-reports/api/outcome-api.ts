import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiMutation, apiQuery } from '#web/lib/api.ts';
import { downloadFile } from '#web/lib/download.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';

// Issue 35: outcome reports, written by her nutritionist, read and downloaded by her.

export const outcomeReportsQuery = (clientId: number) =>
  apiQuery('outcomeReports', { params: { clientId } });

export const outcomeFiguresQuery = (clientId: number, from: string, to: string) =>
  apiQuery('outcomePreview', { params: { clientId }, query: { from, to } });

export const useCreateReport = () =>
  useMutation(
    apiMutation(useQueryClient(), 'createOutcomeReport', { invalidates: ['outcomeReports'] }),
  );

export const useSendReport = () => useMutation(apiMutation(useQueryClient(), 'sendOutcomeReport'));

/** Saves a report's PDF, fetched with her token; a failure is a toast (`failed` said). */
export async function downloadReportPdf(reportId: number, failed: string) {
  try {
    await downloadFile('outcomeReportPdf', { params: { reportId } });
  } catch (error) {
    toast.error(apiMessageOr(failed)(error));
  }
}
