import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddAppointmentInput,
  CaseloadClient,
  CompleteAppointmentInput,
  CompletedAppointment,
  MissedAppointmentInput,
  NutritionistRecord,
  SendMessageInput,
} from '@nourishwell/shared';
import { apiFetch } from '../../../lib/api-client.ts';

export const nutritionistKeys = {
  all: ['nutritionist'] as const,
  caseload: (id: number) => ['nutritionist', 'caseload', id] as const,
  completed: (id: number) => ['nutritionist', 'completed', id] as const,
};

/** §2.12: she looks herself up by the saved email; the first result must have an id. */
export const selfByEmailQuery = (email: string) =>
  queryOptions({
    queryKey: ['nutritionist', 'self', email],
    queryFn: async () => {
      const [record] = await apiFetch<NutritionistRecord[]>(
        `/nuts/email?email=${encodeURIComponent(email)}`,
      );
      if (!record?.id) throw new Error('Nutritionist data not found');
      return record;
    },
  });

export const caseloadQuery = (id: number) =>
  queryOptions({
    queryKey: nutritionistKeys.caseload(id),
    queryFn: () => apiFetch<CaseloadClient[]>(`/client/byNutId?id=${id}`),
  });

export const completedQuery = (id: number) =>
  queryOptions({
    queryKey: nutritionistKeys.completed(id),
    queryFn: () => apiFetch<CompletedAppointment[]>(`/nuts/appointmentsCompleted?id=${id}`),
  });

function useNutritionistMutation<I>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiFetch<{ message: string }>(path, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nutritionistKeys.all }),
  });
}

export const useAddAppointment = () =>
  useNutritionistMutation<AddAppointmentInput>('/appointments/add');
export const useCompleteAppointment = () =>
  useNutritionistMutation<CompleteAppointmentInput>('/appointments/complete');
export const useMarkMissed = () =>
  useNutritionistMutation<MissedAppointmentInput>('/appointments/missed');
/** §7 POST /client/updateSession: the new date of a session that did not happen. */
export const useReschedule = () =>
  useNutritionistMutation<{ cId: number; appointmentDate: string }>('/client/updateSession');
export const useSendMessage = () => useNutritionistMutation<SendMessageInput>('/nuts/sendMessage');
