import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userImportApi, usersApi } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import { invalidateEndpoints } from '../../lib/query-keys.ts';

export interface ImportUpload {
  fairId: number;
  file: File;
}

const formDataOf = (file: File): FormData => {
  const data = new FormData();
  data.append('file', file, file.name);
  return data;
};

/** POST /users/import/preview: every row with its violations; writes nothing. */
export const usePreviewImportMutation = () =>
  useMutation({
    mutationFn: ({ fairId, file }: ImportUpload) =>
      apiCall(userImportApi.previewImport, { query: { fair: fairId }, formData: formDataOf(file) }),
  });

/** POST /users/import: the valid rows in one transaction; every user list shows the new accounts. */
export const useImportUsersMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fairId, file }: ImportUpload) =>
      apiCall(userImportApi.importUsers, { query: { fair: fairId }, formData: formDataOf(file) }),
    // Every endpoint that lists or shows users (named by the contract, not by another feature).
    onSuccess: () =>
      invalidateEndpoints(queryClient, usersApi.listUsers, usersApi.listSuperOrganizers, usersApi.getUser),
  });
};
