import { useContractForm } from '../../lib/use-contract-form.ts';
import { userCreateFieldOf, validateUserCreate, type UserCreateValues } from './user-create-model.ts';

type IdentityField = 'email' | 'firstName' | 'lastName';

/** The creation rules shared by the user and super-organizer forms, with their identity inputs. */
export const useUserCreateForm = (initialValues: UserCreateValues, error: unknown, pending: boolean) => {
  const contract = useContractForm({
    initialValues,
    validate: validateUserCreate,
    fieldOf: userCreateFieldOf,
    error,
    pending,
  });
  /** Props of a required identity input (never filled in by the browser: it is someone else's). */
  const identity = (field: IdentityField) => ({
    ...contract.form.getInputProps(field),
    required: true,
    autoComplete: 'off',
  });
  return { ...contract, identity };
};
