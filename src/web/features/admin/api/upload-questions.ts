import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminRequest } from './http';
import type { UploadReportDto } from '../../../../server/services/admin/types';
import type { UploadForm } from '../../../../domain/upload-form';

export type { UploadReportDto };

/** The same checked form the server validates (domain/upload-form), with a browser File. */
export type UploadInput = UploadForm<File>;

/** Multipart upload: the browser streams the file; the server parses it again (authoritative). */
export function uploadQuestions(input: UploadInput) {
  const form = new FormData();
  for (const [k, v] of Object.entries(input)) if (k !== 'file') form.set(k, String(v));
  form.set('file', input.file, input.file.name);
  return adminRequest<UploadReportDto>('/questions/upload', { method: 'POST', form });
}

export function useUploadQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadQuestions,
    onSuccess: () =>
      Promise.all(
        [adminKeys.questions, adminKeys.examSettings, adminKeys.summary].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
