import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminRequest } from './http';
import type { ExamSettingDto } from '../../../../server/services/admin/types';
import type { ExamSettingCreate, ExamSettingPatch } from '../../../../domain/admin-rules';

export type { ExamSettingDto, ExamSettingCreate, ExamSettingPatch };

export const getExamSettings = () => adminRequest<ExamSettingDto[]>('/exam-settings');

export const examSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.examSettings, queryFn: getExamSettings });

export const useExamSettings = () => useQuery(examSettingsQueryOptions());

export const createExamSetting = (input: ExamSettingCreate) =>
  adminRequest<ExamSettingDto>('/exam-settings', { method: 'POST', json: input });

export const updateExamSetting = ({ id, patch }: { id: string; patch: ExamSettingPatch }) =>
  adminRequest<ExamSettingDto>(`/exam-settings/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: patch,
  });

function useInvalidateSettings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.examSettings }),
      queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
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
