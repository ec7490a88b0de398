import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddAppointmentInput,
  CaseloadClient,
  CompleteAppointmentInput,
  CompletedAppointment,
  SendMessageInput,
} from '@nourishwell/shared';
import { apiFetch } from '../../../lib/api-client.ts';

export const nutritionistKeys = {
  all: ['nutritionist'] as const,
  caseload: (id: number) => ['nutritionist', 'caseload', id] as const,
  completed: (id: number) => ['nutritionist', 'completed', id] as const,
};

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
export const useSendMessage = () => useNutritionistMutation<SendMessageInput>('/nuts/sendMessage');
