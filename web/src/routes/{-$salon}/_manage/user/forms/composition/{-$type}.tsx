import { createFileRoute, notFound } from '@tanstack/react-router';
import { isRegistrationFormType, ROLES } from '@passerelle/contract/lite';
import { FormCompositionScreen } from '../../../../../../features/registration/screens/form-composition-screen.tsx';

// §2 super admin: the registration forms (visitor by default).
export const Route = createFileRoute('/{-$salon}/_manage/user/forms/composition/{-$type}')({
  beforeLoad: ({ params }) => {
    if (params.type !== undefined && !isRegistrationFormType(params.type)) throw notFound();
  },
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: 'registration:editor.pageTitle' },
  component: CompositionPage,
});

function CompositionPage() {
  const { type } = Route.useParams();
  return <FormCompositionScreen type={isRegistrationFormType(type) ? type : 'visitor'} />;
}
