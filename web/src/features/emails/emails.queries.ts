import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateCode, EmailTranslations } from '@passerelle/contract';
import { emailsApi } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';

export const emailsKeys = {
  /** The templates as they apply to a fair, or the models (`fairId` null). */
  effective: (fairId: number | null) => queryKeyOf(emailsApi.effectiveEmails, { fairId }),
};

export const emailsQueries = {
  /** `GET /fair-emails?fairId=` (without it: the models over the built-in texts). */
  effective: (fairId: number | null) =>
    queryOptions({
      queryKey: emailsKeys.effective(fairId),
      queryFn: ({ signal }) =>
        apiCall(emailsApi.effectiveEmails, { query: fairId === null ? {} : { fairId }, signal }),
    }),
};

/** Where a save goes: the fair's own row, or the installation's model. */
export type EmailTarget =
  { kind: 'fair'; fairId: number; fairEmailId: number | null } | { kind: 'model'; modelId: number | null };

export interface SaveInput {
  target: EmailTarget;
  code: EmailTemplateCode;
  translations: EmailTranslations;
}

/** Save, revert and the fair wording's switch; each one refreshes the templates on screen. */
export const useEmailMutations = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateEndpoints(queryClient, emailsApi.effectiveEmails);
  return {
    save: useMutation({
      mutationFn: async ({ target, code, translations }: SaveInput) => {
        if (target.kind === 'fair')
          return target.fairEmailId === null
            ? apiCall(emailsApi.fairEmails.create, { body: { fair: target.fairId, code, translations } })
            : apiCall(emailsApi.fairEmails.update, {
                params: { id: target.fairEmailId },
                body: { translations },
              });
        return target.modelId === null
          ? apiCall(emailsApi.emails.create, { body: { code, isModel: true, translations } })
          : apiCall(emailsApi.emails.update, { params: { id: target.modelId }, body: { translations } });
      },
      onSuccess,
    }),
    /** Fair: drop its wording (the model applies). Models: drop the model (the built-in text applies). */
    revert: useMutation({
      mutationFn: async (target: EmailTarget) => {
        if (target.kind === 'fair' && target.fairEmailId !== null)
          await apiCall(emailsApi.fairEmails.remove, { params: { id: target.fairEmailId } });
        if (target.kind === 'model' && target.modelId !== null)
          await apiCall(emailsApi.emails.remove, { params: { id: target.modelId } });
      },
      onSuccess,
    }),
    setEnabled: useMutation({
      mutationFn: ({ fairEmailId, isEnabled }: { fairEmailId: number; isEnabled: boolean }) =>
        apiCall(emailsApi.fairEmails.update, { params: { id: fairEmailId }, body: { isEnabled } }),
      onSuccess,
    }),
  };
};
