import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson, readNoContent } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import type { BlueprintDto } from '../../../../../server/services/admin/types';
import { useInvalidatingMutation } from '../../kit/api';

export type { BlueprintDto };

const blueprints = api.admin.blueprints;
type BlueprintCreate = InferRequestType<typeof blueprints.$post>['json'];
type BlueprintPatch = InferRequestType<(typeof blueprints)[':id']['$patch']>['json'];

export const getBlueprints = async () => readJson(await blueprints.$get());

export const blueprintsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.blueprints, queryFn: getBlueprints });

export const useBlueprints = () => useQuery(blueprintsQueryOptions());

export const createBlueprint = async (input: BlueprintCreate) =>
  readJson(await blueprints.$post({ json: input }));

export const updateBlueprint = async ({ id, input }: { id: string; input: BlueprintPatch }) =>
  readJson(await blueprints[':id'].$patch({ param: { id }, json: input }));

export const deleteBlueprint = async (id: string) =>
  readNoContent(await blueprints[':id'].$delete({ param: { id } }));

const BLUEPRINTS = [queryKeys.admin.blueprints];
export const useCreateBlueprint = () => useInvalidatingMutation(createBlueprint, BLUEPRINTS);
export const useUpdateBlueprint = () => useInvalidatingMutation(updateBlueprint, BLUEPRINTS);
export const useDeleteBlueprint = () => useInvalidatingMutation(deleteBlueprint, BLUEPRINTS);
