import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery, type ApiName } from '#web/lib/api.ts';

/** The catalogue as the admin keeps it, retired packages included (issue 34). */
export const packagesQuery = () => apiQuery('packages');

/** The practice as its invoices name it; null until the admin has entered it. */
export const billingSettingsQuery = () => apiQuery('billingSettings');

/** A client's packages, newest first, with their payments and documents. */
export const clientPurchasesQuery = (clientId: number) =>
  apiQuery('clientPurchases', { params: { clientId } });

/** The invoices and credit notes of a month (YYYY-MM), in number order. */
export const gstDocumentsQuery = (month: string) => apiQuery('gstDocuments', { query: { month } });

/** A month's taxable value and tax, by rate and by CGST, SGST and IGST. */
export const taxSummaryQuery = (month: string) => apiQuery('taxSummary', { query: { month } });

/** The admin's Revenue: the last 12 months, by package, awaiting payment, renewals, refunds. */
export const revenueQuery = () => apiQuery('revenue');

/** What a change to the catalogue alters: the catalogue, and what a client is offered. */
const afterCatalogueChange: readonly ApiName[] = ['packages', 'offeredPackages'];

/**
 * What a sale, a payment or a refund alters: her purchases, the packages' sold counts and
 * the month's documents and figures.
 */
const afterPurchaseChange: readonly ApiName[] = [
  'clientPurchases',
  'packages',
  'gstDocuments',
  'taxSummary',
  'revenue',
];

const useBillingWrite = <N extends ApiName>(name: N, invalidates: readonly ApiName[]) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates }));

export const useAddPackage = () => useBillingWrite('addPackage', afterCatalogueChange);
export const useUpdatePackage = () => useBillingWrite('updatePackage', afterCatalogueChange);
export const useSaveBillingSettings = () =>
  useBillingWrite('saveBillingSettings', ['billingSettings']);
export const useSellPackage = () => useBillingWrite('sellPackage', afterPurchaseChange);
export const useRecordPayment = () => useBillingWrite('recordPayment', afterPurchaseChange);
export const useRefundPurchase = () => useBillingWrite('refundPurchase', afterPurchaseChange);
