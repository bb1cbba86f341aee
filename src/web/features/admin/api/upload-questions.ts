import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminRequest } from './http';
import type { UploadReportDto } from '../../../../server/services/admin/types';

export type { UploadReportDto };

export type UploadInput = {
  examType: string;
  subject: string;
  level: number;
  timerMinutes: number;
  questionsPerLevel: number;
  shuffleQuestions: boolean;
  isActive: boolean;
  file: File;
};

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
        [adminKeys.questions, adminKeys.examSettings, adminKeys.summary].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
