import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ExamSettingDto } from '../../../../server/services/admin/types';

const examSettings = api.admin['exam-settings'];
type ExamSettingCreate = InferRequestType<typeof examSettings.$post>['json'];
export type ExamSettingPatch = InferRequestType<(typeof examSettings)[':id']['$patch']>['json'];

export type { ExamSettingDto };

export const getExamSettings = async () => readJson(await examSettings.$get());

export const examSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.examSettings, queryFn: getExamSettings });

export const useExamSettings = () => useQuery(examSettingsQueryOptions());

export const createExamSetting = async (input: ExamSettingCreate) =>
  readJson(await examSettings.$post({ json: input }));

export const updateExamSetting = async ({ id, patch }: { id: string; patch: ExamSettingPatch }) =>
  readJson(await examSettings[':id'].$patch({ param: { id }, json: patch }));

function useInvalidateSettings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.examSettings }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.summary }),
    ]);
}

export function useCreateExamSetting() {
  const invalidate = useInvalidateSettings();
  return useMutation({ mutationFn: createExamSetting, onSuccess: invalidate });
}

export function useUpdateExamSetting() {
  const invalidate = useInvalidateSettings();
  return useMutation({ mutationFn: updateExamSetting, onSuccess: invalidate });
}
