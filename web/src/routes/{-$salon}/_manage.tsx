import { createFileRoute } from '@tanstack/react-router';
import { ManageLayout } from '../../layouts/manage-layout.tsx';

// Every manage page needs a logged-in user (§2 route guard); pages may add roles.
export const Route = createFileRoute('/{-$salon}/_manage')({
  staticData: { access: {} },
  component: ManageLayout,
});
