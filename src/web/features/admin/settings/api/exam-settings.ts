import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import type { ExamSettingDto } from '../../../../../server/services/admin/types';
import { useInvalidatingMutation } from '../../kit/api';

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

/** A setting's change moves the summary's "Active settings" count too. */
const SETTINGS = [queryKeys.admin.examSettings, queryKeys.admin.summary];
export const useCreateExamSetting = () => useInvalidatingMutation(createExamSetting, SETTINGS);
export const useUpdateExamSetting = () => useInvalidatingMutation(updateExamSetting, SETTINGS);
