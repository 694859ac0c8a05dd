import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationDocumentKind } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/me/verification/:kind, multipart with one file in the field `file`. */
export function uploadVerificationFile(kind: VerificationDocumentKind, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return callApi('uploadVerificationFile', { params: { kind }, body });
}

/** Uploads the chosen files one after another (the server takes one per request). */
export function useUploadVerificationFiles(kind: VerificationDocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: readonly File[]) => {
      for (const file of files) await uploadVerificationFile(kind, file);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
