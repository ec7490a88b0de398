import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, callApi } from '#web/lib/api.ts';

/**
 * The spec's protected-route check and the signed-in person: the dashboard guard decides
 * where a failure goes, so these calls never sign out on their own.
 */
export const protectRoute = () => callApi('protectRoute', {}, { redirectOnAuthError: false });

export const fetchMe = () => callApi('me', {}, { redirectOnAuthError: false });

/** Her new password from her profile; the answer carries a fresh token that keeps her signed in. */
export const useUpdatePassword = () => useMutation(apiMutation(useQueryClient(), 'updatePassword'));
