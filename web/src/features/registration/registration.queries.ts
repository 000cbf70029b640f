import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ExhibitorRegistration,
  RegistrationFormCompositionInput,
  VisitorRegistration,
} from '@passerelle/contract';
import { type RegistrationFormType, registrationApi } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import { runHumanCheck } from '../../lib/human-check.ts';
import { queryKeyOf } from '../../lib/query-keys.ts';

export const registrationKeys = {
  form: (type: RegistrationFormType) => queryKeyOf(registrationApi.getForm, { type }),
  firmMatch: (name: string) => queryKeyOf(registrationApi.firmMatch, { name: name.toLowerCase() }),
};

export const registrationQueries = {
  /** The stored form of a type; the editor invalidates it on save. */
  form: (type: RegistrationFormType) =>
    queryOptions({
      queryKey: registrationKeys.form(type),
      queryFn: ({ signal }) => apiCall(registrationApi.getForm, { query: { type }, signal }),
      staleTime: 60_000,
    }),
  /** Whether the firm name typed is an existing firm's: the registration then asks to join it. */
  firmMatch: (name: string) =>
    queryOptions({
      queryKey: registrationKeys.firmMatch(name),
      queryFn: ({ signal }) => apiCall(registrationApi.firmMatch, { query: { name }, signal }),
      staleTime: 60_000,
      retry: false,
    }),
};

/** §2 /register: the human check with action `register`, then the registration itself. */
export const useRegisterMutation = (type: RegistrationFormType) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VisitorRegistration | ExhibitorRegistration) => {
      const check = await runHumanCheck(queryClient, 'register');
      if (!check) return null;
      return type === 'visitor'
        ? apiCall(registrationApi.registerVisitor, { body: { ...(body as VisitorRegistration), ...check } })
        : apiCall(registrationApi.registerExhibitor, {
            body: { ...(body as ExhibitorRegistration), ...check },
          });
    },
  });
};

/** The super admin's save of a whole form; the registration page reads the new one at once. */
export const useSaveFormMutation = (type: RegistrationFormType) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocks: RegistrationFormCompositionInput['blocks']) =>
      apiCall(registrationApi.saveForm, { query: { type }, body: { blocks } }),
    onSuccess: (form) => queryClient.setQueryData(registrationKeys.form(type), form),
  });
};
