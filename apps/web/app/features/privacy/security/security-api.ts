import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '#web/lib/api.ts';

/** Her signed-in devices and her two-factor state (issue 18). */
export const deviceSessionsQuery = () => apiQuery('deviceSessions');
export const twoFactorStatusQuery = () => apiQuery('twoFactorStatus');

export const useSignOutDevice = () =>
  useMutation(apiMutation(useQueryClient(), 'signOutDevice', { invalidates: ['deviceSessions'] }));
export const useSignOutOtherDevices = () =>
  useMutation(
    apiMutation(useQueryClient(), 'signOutOtherDevices', { invalidates: ['deviceSessions'] }),
  );

const twoFactorReads = ['twoFactorStatus'] as const;
export const useTwoFactorSetup = () =>
  useMutation(apiMutation(useQueryClient(), 'twoFactorSetup', { invalidates: twoFactorReads }));
export const useTwoFactorEnable = () =>
  useMutation(apiMutation(useQueryClient(), 'twoFactorEnable', { invalidates: twoFactorReads }));
export const useTwoFactorDisable = () =>
  useMutation(apiMutation(useQueryClient(), 'twoFactorDisable', { invalidates: twoFactorReads }));
export const useRegenerateRecoveryCodes = () =>
  useMutation(
    apiMutation(useQueryClient(), 'twoFactorRecoveryCodes', { invalidates: twoFactorReads }),
  );
