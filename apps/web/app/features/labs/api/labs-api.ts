import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '#web/lib/api.ts';

/** Her lab trends, HOMA-IR and reports: always what is saved now. */
export const clientLabsQuery = (clientId: number) => ({
  ...apiQuery('clientLabs', { params: { clientId } }),
  staleTime: 0,
});

/** A write about her labs: her trends and reports are read again to show what was saved. */
const useLabMutation = <
  N extends 'recordLabPanel' | 'deleteLabResult' | 'markLabReportRead' | 'uploadLabReport',
>(
  name: N,
) => useMutation(apiMutation(useQueryClient(), name, { invalidates: ['clientLabs'] }));

export const useRecordLabPanel = () => useLabMutation('recordLabPanel');
export const useDeleteLabResult = () => useLabMutation('deleteLabResult');
export const useMarkLabReportRead = () => useLabMutation('markLabReportRead');

/** Her report sent as a form (the file in `report`): her reports are read again. */
export const useUploadLabReport = () => useLabMutation('uploadLabReport');

/** The catalogue with the practice's ranges (the admin's Lab ranges page). */
export const labSettingsQuery = () => apiQuery('labSettings');

const useSettingMutation = <N extends 'saveLabSetting' | 'resetLabSetting'>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: ['labSettings', 'clientLabs'] }));
export const useSaveLabSetting = () => useSettingMutation('saveLabSetting');
export const useResetLabSetting = () => useSettingMutation('resetLabSetting');
