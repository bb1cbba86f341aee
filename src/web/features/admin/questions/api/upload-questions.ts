import { useMutation } from '@tanstack/react-query';
import { api, readJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import type { UploadReportDto } from '../../../../../server/services/admin/types';
import type { UploadForm } from '../../../../../domain/upload-form';
import { useInvalidatingMutation } from '../../kit/api';

export type { UploadReportDto };

/** The same checked form the server validates (domain/upload-form), with a browser File. */
export type UploadInput = UploadForm<File>;

/** Form fields travel as text; the server's check (domain/upload-form) reads them back. */
const toForm = ({ file, ...fields }: UploadInput) => ({
  ...stringify(fields),
  file,
});

/** Multipart upload: the browser streams the file; the server parses it again (authoritative). */
export async function uploadQuestions(input: UploadInput) {
  return readJson(await api.admin.questions.upload.$post({ form: toForm(input) }));
}

/** What the upload would replace and its near-duplicate rows; stores nothing (issue 21 item 9). */
export async function previewUpload(input: UploadInput) {
  return readJson(await api.admin.questions.upload.preview.$post({ form: toForm(input) }));
}

const stringify = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])) as {
    [K in keyof T]: string;
  };

/** An upload replaces a level's questions and may write its exam setting: both lists refresh. */
export const useUploadQuestions = () =>
  useInvalidatingMutation(uploadQuestions, [
    queryKeys.admin.questions,
    queryKeys.admin.examSettings,
    queryKeys.admin.summary,
  ]);

/** A POST that reads only: a mutation, so each chosen file and level asks once. */
export function useUploadPreview() {
  return useMutation({ mutationFn: previewUpload });
}
