import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BillingConfigurationCreate,
  BillingConfigurationUpdate,
  InvoiceCreate,
  StandPriceCreate,
  StandPriceUpdate,
} from '@passerelle/contract';
import { billingApi, standCatalogueApi } from '@passerelle/contract/lite';
import { apiCall, apiDownload } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-file.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';

const unpaged = { pagination: false } as const;

export const billingQueries = {
  /** The fair's invoicing entity, or null while it has none. */
  entity: (fair: number) =>
    queryOptions({
      queryKey: queryKeyOf(billingApi.listBillingConfigurations, { fair }),
      queryFn: async ({ signal }) =>
        (await apiCall(billingApi.listBillingConfigurations, { query: { fair }, signal }))[0] ?? null,
    }),
  prices: (fair: number) =>
    queryOptions({
      queryKey: queryKeyOf(billingApi.listStandPrices, { fair }),
      queryFn: ({ signal }) => apiCall(billingApi.listStandPrices, { query: { fair }, signal }),
    }),
  dashboard: (fair: number) =>
    queryOptions({
      queryKey: queryKeyOf(billingApi.getStandsBilling, { id: fair }),
      queryFn: ({ signal }) => apiCall(billingApi.getStandsBilling, { params: { id: fair }, signal }),
    }),
  invoices: (fair: number) =>
    queryOptions({
      queryKey: queryKeyOf(billingApi.listInvoices, { fair }),
      queryFn: ({ signal }) => apiCall(billingApi.listInvoices, { query: { fair }, signal }),
    }),
  /** The booth catalogue the price rules name (groups, types, variations). */
  catalogue: () =>
    queryOptions({
      queryKey: queryKeyOf(standCatalogueApi.standTypes.list, unpaged, 'billing'),
      queryFn: async ({ signal }) => {
        const [groups, types, variations] = await Promise.all([
          apiCall(standCatalogueApi.standGroups.list, { query: unpaged, signal }),
          apiCall(standCatalogueApi.standTypes.list, { query: unpaged, signal }),
          apiCall(standCatalogueApi.standTypeVariations.list, { query: unpaged, signal }),
        ]);
        return { groups, types, variations };
      },
      staleTime: 60_000,
    }),
};

export const useSaveEntityMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        { id: number; body: BillingConfigurationUpdate } | { id: null; body: BillingConfigurationCreate },
    ) =>
      input.id === null
        ? apiCall(billingApi.createBillingConfiguration, { body: input.body })
        : apiCall(billingApi.updateBillingConfiguration, { params: { id: input.id }, body: input.body }),
    onSuccess: () => invalidateEndpoints(queryClient, billingApi.listBillingConfigurations),
  });
};

export const usePriceMutations = () => {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    invalidateEndpoints(queryClient, billingApi.listStandPrices, billingApi.getStandsBilling);
  return {
    save: useMutation({
      mutationFn: (input: { id: number; body: StandPriceUpdate } | { id: null; body: StandPriceCreate }) =>
        input.id === null
          ? apiCall(billingApi.createStandPrice, { body: input.body })
          : apiCall(billingApi.updateStandPrice, { params: { id: input.id }, body: input.body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiCall(billingApi.deleteStandPrice, { params: { id } }),
      onSuccess,
    }),
  };
};

/** Issue, mark paid, credit: each refreshes the dashboard, the invoices and the entity's next number. */
export const useInvoiceMutations = () => {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    invalidateEndpoints(
      queryClient,
      billingApi.listInvoices,
      billingApi.getStandsBilling,
      billingApi.listBillingConfigurations,
    );
  return {
    issue: useMutation({
      mutationFn: (body: InvoiceCreate) => apiCall(billingApi.createInvoice, { body }),
      onSuccess,
    }),
    pay: useMutation({
      mutationFn: (id: number) => apiCall(billingApi.markInvoicePaid, { params: { id }, body: {} }),
      onSuccess,
    }),
    credit: useMutation({
      mutationFn: (id: number) => apiCall(billingApi.creditInvoice, { params: { id }, body: {} }),
      onSuccess,
    }),
  };
};

/** Saves an invoice's PDF or the fair's CSV, fetched with the session's token. */
export const downloadInvoicePdf = async (id: number) => {
  const { blob, fileName } = await apiDownload(billingApi.getInvoicePdf, { params: { id } });
  saveBlob(blob, fileName);
};
export const downloadInvoicesCsv = async (fair: number) => {
  const { blob, fileName } = await apiDownload(billingApi.exportInvoices, { query: { fair } });
  saveBlob(blob, fileName);
};
