import { useContractForm } from '../../lib/use-contract-form.ts';
import { userCreateFieldOf, validateUserCreate, type UserCreateValues } from './user-create-model.ts';

/** The creation rules shared by the user and super-organizer forms. */
export const useUserCreateForm = (initialValues: UserCreateValues, error: unknown, pending: boolean) =>
  useContractForm({
    initialValues,
    validate: validateUserCreate,
    fieldOf: userCreateFieldOf,
    error,
    pending,
  });
