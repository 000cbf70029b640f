import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type LegalKind, legalApi, type Locale } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';

export const legalQueries = {
  /** `GET /fairs/{id}/legal/{kind}?locale=`: the document as a reader of that language gets it. */
  page: (fairId: number, kind: LegalKind, locale: Locale) =>
    queryOptions({
      queryKey: queryKeyOf(legalApi.getLegalPage, { fairId, kind, locale }),
      queryFn: ({ signal }) =>
        apiCall(legalApi.getLegalPage, { params: { id: fairId, kind }, query: { locale }, signal }),
    }),
  /** `GET /fairs/{id}/legal`: every document in every language of the fair (its editor). */
  states: (fairId: number) =>
    queryOptions({
      queryKey: queryKeyOf(legalApi.listLegalPages, { fairId }),
      queryFn: ({ signal }) => apiCall(legalApi.listLegalPages, { params: { id: fairId }, signal }),
    }),
};

export interface LegalTarget {
  fairId: number;
  kind: LegalKind;
  locale: Locale;
}

/** Save and reset; both refresh the editor and the public pages. */
export const useLegalMutations = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateEndpoints(queryClient, legalApi.listLegalPages, legalApi.getLegalPage);
  return {
    save: useMutation({
      mutationFn: ({ fairId, kind, locale, html }: LegalTarget & { html: string }) =>
        apiCall(legalApi.putLegalPage, { params: { id: fairId, kind, locale }, body: { html } }),
      onSuccess,
    }),
    reset: useMutation({
      mutationFn: ({ fairId, kind, locale }: LegalTarget) =>
        apiCall(legalApi.deleteLegalPage, { params: { id: fairId, kind, locale } }),
      onSuccess,
    }),
  };
};
