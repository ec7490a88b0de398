import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '#web/lib/api.ts';
import { downloadFile } from '#web/lib/download.ts';

/**
 * A client's own packages and GST documents (issue 34): her purchases, newest first, where
 * to pay for one awaiting payment, and an invoice or credit note as its PDF.
 */
export const myPurchasesQuery = () => apiQuery('myPurchases');

/** The packages the practice offers now: what a renewal of hers would cost today. */
export const offeredPackagesQuery = () => apiQuery('offeredPackages');

/** Razorpay's page or a UPI link for her purchase awaiting payment. */
export const usePayLink = () => useMutation(apiMutation(useQueryClient(), 'payLink'));

/** Saves an invoice or credit note (`/api/invoices/:id/pdf`) under the server's file name. */
export const downloadDocumentPdf = (invoiceId: number) =>
  downloadFile('invoicePdf', { params: { invoiceId } });

/** Renew: the same package at today's price, after her current one, awaiting payment. */
export const useRenew = () =>
  useMutation(apiMutation(useQueryClient(), 'renewPurchase', { invalidates: ['myPurchases'] }));
