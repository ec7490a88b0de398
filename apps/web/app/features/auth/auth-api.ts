import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCALE, type Locale } from '@nourishwell/shared';
import { apiMutation, callApi } from '#web/lib/api.ts';
import { rememberedProfile } from '#web/lib/session.ts';

/**
 * The spec's protected-route check and the signed-in person: the dashboard guard decides
 * where a failure goes, so these calls never sign out on their own.
 */
export const protectRoute = () => callApi('protectRoute', {}, { redirectOnAuthError: false });

export const fetchMe = () => callApi('me', {}, { redirectOnAuthError: false });

/**
 * Her account's language, for a signed-in page outside the dashboard (as the dashboard
 * speaks it): without an answer, the one she had when last confirmed on this browser,
 * else English.
 */
export async function accountLanguage(): Promise<Locale> {
  try {
    return (await fetchMe()).language;
  } catch {
    return rememberedProfile()?.language ?? DEFAULT_LOCALE;
  }
}

/** Her new password from her profile; the answer carries a fresh token that keeps her signed in. */
export const useUpdatePassword = () => useMutation(apiMutation(useQueryClient(), 'updatePassword'));
