import { useMutation } from '@tanstack/react-query';
import { api, readJson } from '../../../../lib/api-client';

/**
 * A question's diagram (PNG, JPEG or SVG): the server checks, sanitises, resizes and stores it as
 * WebP and answers its id, size and URL; the question form then links it by id.
 */
export async function uploadDiagram(file: File) {
  return readJson(await api.admin.images.$post({ form: { file } }));
}

export function useUploadDiagram() {
  return useMutation({ mutationFn: uploadDiagram });
}
