import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { UploadReportDto } from '../../../../server/services/admin/types';
import type { UploadForm } from '../../../../domain/upload-form';

export type { UploadReportDto };

/** The same checked form the server validates (domain/upload-form), with a browser File. */
export type UploadInput = UploadForm<File>;

/** Multipart upload: the browser streams the file; the server parses it again (authoritative). */
export async function uploadQuestions({ file, ...fields }: UploadInput) {
  const form = { ...stringify(fields), file };
  return readJson(await api.admin.questions.upload.$post({ form }));
}

/** Form fields travel as text; the server's check (domain/upload-form) reads them back. */
const stringify = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])) as {
    [K in keyof T]: string;
  };

export function useUploadQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadQuestions,
    onSuccess: () =>
      Promise.all(
        [queryKeys.admin.questions, queryKeys.admin.examSettings, queryKeys.admin.summary].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
