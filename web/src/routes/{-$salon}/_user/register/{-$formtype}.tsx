import { createFileRoute, notFound } from '@tanstack/react-router';
import { isRegistrationFormType } from '@passerelle/contract/lite';
import { RegisterScreen } from '../../../../features/registration/screens/register-screen.tsx';

export const Route = createFileRoute('/{-$salon}/_user/register/{-$formtype}')({
  // Only visitor and exhibitor exist; any other word is a 404, not an empty form.
  beforeLoad: ({ params }) => {
    if (params.formtype !== undefined && !isRegistrationFormType(params.formtype)) throw notFound();
  },
  staticData: { titleKey: 'registration:pageTitle' },
  component: RegisterPage,
});

function RegisterPage() {
  const { formtype } = Route.useParams();
  return <RegisterScreen type={isRegistrationFormType(formtype) ? formtype : undefined} />;
}
