import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@nourishwell/shared';
import { apiMutation, apiQuery } from '#web/lib/api.ts';

export const myErasureQuery = () => apiQuery('myErasure');
export const erasedConversationsQuery = () => apiQuery('erasedConversations');
export const adminErasuresQuery = () => apiQuery('adminErasures');

export const useRequestErasure = () =>
  useMutation(apiMutation(useQueryClient(), 'requestErasure', { invalidates: ['myErasure'] }));
export const useCancelErasure = () =>
  useMutation(apiMutation(useQueryClient(), 'cancelErasure', { invalidates: ['myErasure'] }));
export const useWithdrawConsent = () =>
  useMutation(
    apiMutation(useQueryClient(), 'withdrawConsent', { invalidates: ['myErasure', 'myConsents'] }),
  );
/** Her consent standing: whether (and when) she withdrew. */
export const myConsentStandingQuery = () => apiQuery('myConsents');
/** Accepting the notice again ends a withdrawal. */
export const useConsentAgain = () =>
  useMutation(
    apiMutation(useQueryClient(), 'acceptConsent', { invalidates: ['myConsents', 'myErasure'] }),
  );

/**
 * A moment in her own time zone and her language, e.g. "26 November 2026, 3:30 pm" or
 * "26 नवंबर 2026, 3:30 pm" (Hindi spells the month out, as in her erasure email).
 */
export const erasureWhen = (iso: string, locale: Locale = 'en') =>
  new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));
