import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminRequest } from './http';
import type { BlueprintDto } from '../../../../server/services/admin/types';
import type { BlueprintCreate, BlueprintPatch } from '../../../../domain/admin-rules';

export type { BlueprintDto, BlueprintCreate, BlueprintPatch };

export const getBlueprints = () => adminRequest<BlueprintDto[]>('/blueprints');

export const blueprintsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.blueprints, queryFn: getBlueprints });

export const useBlueprints = () => useQuery(blueprintsQueryOptions());

export const createBlueprint = (input: BlueprintCreate) =>
  adminRequest<BlueprintDto>('/blueprints', { method: 'POST', json: input });

export const updateBlueprint = ({ id, input }: { id: string; input: BlueprintPatch }) =>
  adminRequest<BlueprintDto>(`/blueprints/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: input,
  });

export const deleteBlueprint = (id: string) =>
  adminRequest<void>(`/blueprints/${encodeURIComponent(id)}`, { method: 'DELETE' });

function useBlueprintMutation<TInput, TOut>(mutationFn: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.blueprints }),
  });
}

export const useCreateBlueprint = () => useBlueprintMutation(createBlueprint);
export const useUpdateBlueprint = () => useBlueprintMutation(updateBlueprint);
export const useDeleteBlueprint = () => useBlueprintMutation(deleteBlueprint);
