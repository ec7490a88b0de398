import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminCounts,
  AdminProfile,
  AdminProfileInput,
  ClientAddInput,
  ClientDetail,
  ClientInput,
  ClientRecord,
  ClientUpdateInput,
  CreatedClient,
  CreatedNutritionist,
  NutritionistDetail,
  NutritionistInput,
  NutritionistRecord,
} from '@nourishwell/shared';
import { apiFetch, apiFetchWithHeaders } from '../../../lib/api-client.ts';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** A page of a list call: the rows, and the total from X-Total-Count. */
async function fetchPage<T>(path: string, q: string, page: number, size: number): Promise<Page<T>> {
  const params = new URLSearchParams({ limit: String(size), offset: String(page * size) });
  if (q) params.set('q', q);
  const { data, headers } = await apiFetchWithHeaders<T[]>(`${path}?${params}`);
  return { rows: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

export const adminKeys = {
  all: ['admin'] as const,
  counts: ['admin', 'counts'] as const,
  nutritionists: (q: string, page: number, size: number) =>
    ['admin', 'nutritionists', q, page, size] as const,
  allNutritionists: ['admin', 'nutritionists', 'all'] as const,
  clients: (q: string, page: number, size: number) => ['admin', 'clients', q, page, size] as const,
  nutritionist: (id: number) => ['admin', 'nutritionist', id] as const,
  client: (id: number) => ['admin', 'client', id] as const,
  profile: ['admin', 'profile'] as const,
};

export const countsQuery = () =>
  queryOptions({
    queryKey: adminKeys.counts,
    queryFn: () => apiFetch<AdminCounts>('/admin/counts'),
  });

export function useNutritionistsPage(q: string, page: number, size = 25) {
  return useQuery({
    queryKey: adminKeys.nutritionists(q, page, size),
    queryFn: () => fetchPage<NutritionistRecord>('/nuts/nutritionists', q, page, size),
    placeholderData: keepPreviousData,
  });
}

/** Every nutritionist, for the pickers (the practice has tens, not thousands). */
export function useAllNutritionists() {
  return useQuery({
    queryKey: adminKeys.allNutritionists,
    queryFn: () => apiFetch<NutritionistRecord[]>('/nuts/nutritionists'),
  });
}

export function useClientsPage(q: string, page: number, size = 25) {
  return useQuery({
    queryKey: adminKeys.clients(q, page, size),
    queryFn: () => fetchPage<ClientRecord>('/client/clients', q, page, size),
    placeholderData: keepPreviousData,
  });
}

export const nutritionistDetailQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.nutritionist(id),
    queryFn: () => apiFetch<NutritionistDetail>(`/admin/nutritionists/${id}`),
  });

export const clientDetailQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.client(id),
    queryFn: () => apiFetch<ClientDetail>(`/admin/clients/${id}`),
  });

export const profileQuery = () =>
  queryOptions({
    queryKey: adminKeys.profile,
    queryFn: () => apiFetch<AdminProfile>('/admin/profile'),
  });

/** After any change, every admin list and counter is fetched again. */
function useAdminMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useSaveNutritionist = () =>
  useAdminMutation(
    ({ id, input }: { id?: number; input: NutritionistInput & { status?: string } }) =>
      id
        ? apiFetch<NutritionistRecord>(`/nutritionists/${id}`, { method: 'PUT', body: input })
        : apiFetch<CreatedNutritionist>('/nutritionists', { method: 'POST', body: input }),
  );

export const useAddNutritionist = () =>
  useAdminMutation((input: NutritionistInput) =>
    apiFetch<CreatedNutritionist>('/nuts/add', { method: 'POST', body: input }),
  );

export const useDeleteNutritionist = () =>
  useAdminMutation(({ id, reassignTo }: { id: number; reassignTo?: number }) =>
    apiFetch<{ message: string }>(
      `/nutritionists/${id}${reassignTo ? `?reassignTo=${reassignTo}` : ''}`,
      { method: 'DELETE' },
    ),
  );

/** §2.9's Add dialog: {name, email, nutritionist (a name), plan}. */
export const useCreateClient = () =>
  useAdminMutation((input: ClientInput) =>
    apiFetch<CreatedClient>('/clients', { method: 'POST', body: input }),
  );

/** Edit Client: any field of the Add Client form; what is left out stays as it is. */
export const useUpdateClient = () =>
  useAdminMutation(({ id, input }: { id: number; input: ClientUpdateInput }) =>
    apiFetch<ClientRecord>(`/clients/${id}`, { method: 'PUT', body: input }),
  );

export const useAddClient = () =>
  useAdminMutation((input: ClientAddInput) =>
    apiFetch<CreatedClient>('/client/add', { method: 'POST', body: input }),
  );

export const useDeleteClient = () =>
  useAdminMutation((id: number) =>
    apiFetch<{ message: string }>(`/clients/${id}`, { method: 'DELETE' }),
  );

export const useSaveProfile = () =>
  useAdminMutation((input: AdminProfileInput) =>
    apiFetch<AdminProfile>('/admin/profile', { method: 'PUT', body: input }),
  );
